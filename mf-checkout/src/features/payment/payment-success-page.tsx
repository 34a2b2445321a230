import { usePageTitle, type RemoteModules } from '@mitti/shared';

function PaymentSuccessPage() {
  usePageTitle('Payment Successful!');
  return (
    <div className="page">
      <h1 className="page__title">Payment Successful!</h1>
      <p>No order ID provided</p>
    </div>
  );
}

export default PaymentSuccessPage satisfies RemoteModules['checkout/PaymentSuccessPage'];
