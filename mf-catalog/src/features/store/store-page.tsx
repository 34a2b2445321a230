import { usePageTitle, type RemoteModules } from '@mitti/shared';

function StorePage() {
  usePageTitle('Products');
  return (
    <div className="page">
      <h1 className="page__title">Products</h1>
      <p className="page-status">Loading products...</p>
    </div>
  );
}

export default StorePage satisfies RemoteModules['catalog/StorePage'];
