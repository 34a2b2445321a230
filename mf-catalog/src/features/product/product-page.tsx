import { usePageTitle, type RemoteModules } from '@mitti/shared';

function ProductPage() {
  usePageTitle('Product Not Found');
  return (
    <div className="page">
      <h1 className="page__title">Product Not Found</h1>
      <p>This product is not in our store.</p>
    </div>
  );
}

export default ProductPage satisfies RemoteModules['catalog/ProductPage'];
