import { usePageTitle, type RemoteModules } from '@mitti/shared';

function PaymentFailedPage() {
  usePageTitle('Payment Failed');
  return (
    <div className="page">
      <h1 className="page__title">Payment Failed</h1>
      <p>Your payment could not be processed.</p>
    </div>
  );
}

export default PaymentFailedPage satisfies RemoteModules['checkout/PaymentFailedPage'];
