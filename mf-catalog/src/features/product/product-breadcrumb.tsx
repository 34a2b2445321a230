import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate, paths } from '@mitti/shared';
import { useWords } from '../../words/words';

/** Home / Store / category, and a back button. */
export function ProductBreadcrumb({ category }: { category: string }) {
  const t = useWords();
  const navigate = useNavigate();
  const location = useLocation();
  const categoryHref = `${paths.store()}?category=${encodeURIComponent(category)}`;
  // ← Back is a link to the piece's category: without the app (which alone can go back a page) it still leads
  // somewhere. Once the app runs, it goes back when the shopper came here within the shop's tab; a page opened
  // first in the tab ('default', the history's own entry) has nothing of the shop's to go back to.
  const back = (event: MouseEvent) => {
    if (location.key === 'default') return;
    event.preventDefault();
    navigate(-1);
  };
  return (
    <div className="catalog-breadcrumb-bar">
      <Link to={categoryHref} className="button button--ghost" onClick={back}>
        {t('← Back')}
      </Link>
      <nav aria-label={t('Breadcrumb')}>
        <ol className="catalog-breadcrumb">
          <li>
            <Link to={paths.home()}>{t('Home')}</Link>
          </li>
          <li>
            <Link to={paths.store()}>{t('Store')}</Link>
          </li>
          <li>
            <Link to={categoryHref} lang={t.en}>
              {category}
            </Link>
          </li>
        </ol>
      </nav>
    </div>
  );
}
