import { renderStandalone } from '@mitti/shared';
import StorePage from '../features/store/store-page';
import ProductPage from '../features/product/product-page';

renderStandalone(document.getElementById('root')!, [
  { path: '/', element: <StorePage /> },
  { path: '/store', element: <StorePage /> },
  { path: '/product/:id', element: <ProductPage /> },
]);
