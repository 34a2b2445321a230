import { usePageTitle, type RemoteModules } from '@mitti/shared';

function PaymentRedirectPage() {
  usePageTitle('Redirecting to Payment');
  return (
    <div className="page">
      <h1 className="page__title">Redirecting to Payment</h1>
      <p>No payment information found. Please return to checkout.</p>
    </div>
  );
}

export default PaymentRedirectPage satisfies RemoteModules['checkout/PaymentRedirectPage'];
