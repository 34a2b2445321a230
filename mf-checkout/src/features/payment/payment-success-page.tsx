import { formatRupees, getErrorMessage, usePageTitle, type RemoteModules, useSearchParams } from '@mitti/shared';
import { useGetPaymentStatusQuery } from './api/payment-status';
import { PaymentPageLinks } from './components/payment-page-links';
import '../../components/checkout.css';

function VerificationFailed({ reason }: { reason: string }) {
  return (
    <div className="page">
      <div className="checkout-card checkout-status">
        <span className="checkout-status__icon checkout-status__icon--failed" aria-hidden="true">
          !
        </span>
        <h1 className="page__title">Payment Verification Failed</h1>
        <p role="alert">{reason}</p>
        <PaymentPageLinks contact />
      </div>
    </div>
  );
}

/** /payment/success?order={id}: verifies the payment with the API before saying it succeeded. */
function PaymentSuccessPage() {
  usePageTitle('Payment Successful!');
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const { data, error, isLoading } = useGetPaymentStatusQuery(orderId ?? '', { skip: !orderId });

  if (!orderId) return <VerificationFailed reason="No order ID provided" />;
  if (isLoading) {
    return (
      <div className="page">
        <p className="page-status" role="status">
          Verifying your payment...
        </p>
      </div>
    );
  }
  if (error) return <VerificationFailed reason={getErrorMessage(error, 'Failed to verify payment status')} />;
  if (!data) return <VerificationFailed reason="Unable to verify payment status" />;

  return (
    <div className="page">
      <div className="checkout-card checkout-status">
        <span className="checkout-status__icon checkout-status__icon--success" aria-hidden="true">
          ✓
        </span>
        <h1 className="page__title">Payment Successful!</h1>
        <dl className="checkout-details">
          <dt>Order Number</dt>
          <dd>{data.orderNumber}</dd>
          <dt>Payment Status</dt>
          <dd>{data.paymentStatus === 'paid' ? 'Paid' : data.paymentStatus}</dd>
          <dt>Amount</dt>
          <dd>{formatRupees(data.amount)}</dd>
          {data.paymentMethod && (
            <>
              <dt>Payment Method</dt>
              <dd>{data.paymentMethod}</dd>
            </>
          )}
        </dl>
        <p className="checkout-note">You will receive an e-mail confirmation with your order details shortly.</p>
        <PaymentPageLinks />
      </div>
    </div>
  );
}

export default PaymentSuccessPage satisfies RemoteModules['checkout/PaymentSuccessPage'];
