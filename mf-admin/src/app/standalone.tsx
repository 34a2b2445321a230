import { Navigate, renderStandalone, paths } from '@mitti/shared';
import OrdersPage from '../features/orders/orders-page';
import OrderPage from '../features/orders/order-page';
import ProductsPage from '../features/products/products-page';
import ProductPage from '../features/products/product-page';
import MessagesPage from '../features/messages/messages-page';
import MailPage from '../features/mail/mail-page';
import SubscribersPage from '../features/subscribers/subscribers-page';
import WorkshopsPage from '../features/workshops/workshops-page';
import WorkshopPage from '../features/workshops/workshop-page';
import ReviewsPage from '../features/reviews/reviews-page';
import PerformancePage from '../features/performance/performance-page';

// Standalone runs signed out, like the other remotes: the API answers 401, which the pages say.
renderStandalone(document.getElementById('root')!, [
  { path: '/', element: <Navigate to={paths.adminOrders()} replace /> },
  { path: '/admin/orders', element: <OrdersPage /> },
  { path: '/admin/orders/:id', element: <OrderPage /> },
  { path: '/admin/products', element: <ProductsPage /> },
  { path: '/admin/products/:id', element: <ProductPage /> },
  { path: '/admin/messages', element: <MessagesPage /> },
  { path: '/admin/email', element: <MailPage /> },
  { path: '/admin/subscribers', element: <SubscribersPage /> },
  { path: '/admin/workshops', element: <WorkshopsPage /> },
  { path: '/admin/workshops/:id', element: <WorkshopPage /> },
  { path: '/admin/reviews', element: <ReviewsPage /> },
  { path: '/admin/performance', element: <PerformancePage /> },
]);
