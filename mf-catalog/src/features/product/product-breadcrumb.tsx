import { Link, useNavigate } from '@mitti/shared';

/** Home / Store / category, and a back button. */
export function ProductBreadcrumb({ category }: { category: string }) {
  const navigate = useNavigate();
  return (
    <div className="catalog-breadcrumb-bar">
      <button type="button" className="button button--ghost" onClick={() => navigate(-1)}>
        ← Back
      </button>
      <nav aria-label="Breadcrumb">
        <ol className="catalog-breadcrumb">
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/store">Store</Link>
          </li>
          <li>
            <Link to={`/store?category=${encodeURIComponent(category)}`}>{category}</Link>
          </li>
        </ol>
      </nav>
    </div>
  );
}
