import { renderStandalone } from '@mitti/shared';
import AccountPage from '../features/account/account-page';
import OrdersPage from '../features/orders/orders-page';
import WishlistPage from '../features/wishlist/wishlist-page';

renderStandalone(document.getElementById('root')!, [
  { path: '/', element: <OrdersPage /> },
  { path: '/account', element: <AccountPage /> },
  { path: '/orders', element: <OrdersPage /> },
  { path: '/wishlist', element: <WishlistPage /> },
]);
