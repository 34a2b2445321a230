import { formatRupees, Link, useLocation, usePageTitle, paths, type RemoteModules } from '@mitti/shared';
import { AdminNav } from '../../components/admin-nav';
import { FormMessage } from '../../components/form-message';
import { QueryState } from '../../components/query-state';
import { useGetAdminProductsQuery } from './admin-products-api';

function ProductsPage() {
  usePageTitle('Products — Owner', 'The shop’s catalogue.');
  const query = useGetAdminProductsQuery();
  const { data: products } = query;
  // What the product page said as it sent the owner here (a product deleted).
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <div className="page admin-page">
      <AdminNav />
      <h1 className="page__title">Products</h1>
      <p>
        <Link to={paths.adminProduct('new')} className="button button--primary">
          Add product
        </Link>
      </p>
      <FormMessage message={notice ? { text: notice, failed: false } : null} />
      <QueryState query={query} loading="Loading products..." />
      {products && (
        <div className="admin-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">Products, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Category</th>
                <th scope="col">Price</th>
                <th scope="col">MRP</th>
                <th scope="col">Stock</th>
                <th scope="col">Popular</th>
                <th scope="col">On the store</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.id}>
                  <td>
                    <Link to={paths.adminProduct(product.id)} aria-label={`Edit ${product.name}`}>
                      {product.name}
                    </Link>
                  </td>
                  <td>{product.category}</td>
                  <td>{formatRupees(product.price)}</td>
                  <td>{formatRupees(product.mrp)}</td>
                  <td>{product.stock === 0 ? 'Sold out' : product.stock}</td>
                  <td>{product.isPopular ? 'Yes' : 'No'}</td>
                  <td>{product.hidden ? 'Hidden' : 'Yes'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export default ProductsPage satisfies RemoteModules['admin/ProductsPage'];
