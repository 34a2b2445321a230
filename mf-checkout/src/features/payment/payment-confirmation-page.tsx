import { usePageTitle, type RemoteModules } from '@mitti/shared';

function PaymentConfirmationPage() {
  usePageTitle('Payment Pending');
  return (
    <div className="page">
      <h1 className="page__title">Payment Pending</h1>
      <p>We are waiting for the payment gateway.</p>
    </div>
  );
}

export default PaymentConfirmationPage satisfies RemoteModules['checkout/PaymentConfirmationPage'];
