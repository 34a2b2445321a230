import { renderStandalone } from '@mitti/shared';
import CartPage from '../features/cart/cart-page';
import CheckoutPage from '../features/checkout/checkout-page';
import PaymentSuccessPage from '../features/payment/payment-success-page';
import PaymentFailedPage from '../features/payment/payment-failed-page';
import PaymentConfirmationPage from '../features/payment/payment-confirmation-page';
import PaymentRedirectPage from '../features/payment/payment-redirect-page';

renderStandalone(document.getElementById('root')!, [
  { path: '/', element: <CartPage /> },
  { path: '/cart', element: <CartPage /> },
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/payment/success', element: <PaymentSuccessPage /> },
  { path: '/payment/failed', element: <PaymentFailedPage /> },
  { path: '/payment/confirmation', element: <PaymentConfirmationPage /> },
  { path: '/payment/redirect', element: <PaymentRedirectPage /> },
]);
