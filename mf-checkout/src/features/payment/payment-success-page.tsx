import { useEffect } from 'react';
import { formatRupees, getErrorMessage, usePageTitle, paths, type RemoteModules, useSearchParams } from '@mitti/shared';
import { useSettlePaidOrder } from '../awaiting-payment/settle-paid-order';
import { useGetPaymentStatusQuery } from './api/payment-status';
import { PaymentPageLinks } from './components/payment-page-links';
import { confirmationStatus, offersRetry } from './lib/confirmation-status';
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

const icons = { success: '✓', failed: '✕', cancelled: '↩', pending: '…' } as const;
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');

/**
 * /payment/success?order={id}: verifies the payment with the API before saying anything. Only a paid order is
 * "Payment Successful!"; a cancelled or failed one says so, with Retry Payment, and a pending one that it is
 * pending (issue 33: the title no longer stands above a status that contradicts it).
 */
function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const { data, error, isLoading } = useGetPaymentStatusQuery(orderId ?? '', { skip: !orderId });
  const copy = confirmationStatus(data?.paymentStatus ?? 'pending');
  usePageTitle(data ? copy.title : 'Verifying Payment');
  const settle = useSettlePaidOrder();
  useEffect(() => {
    if (orderId && data) settle(orderId, data.paymentStatus);
  }, [orderId, data, settle]);

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

  const paid = copy.kind === 'success';
  return (
    <div className="page">
      <div className="checkout-card checkout-status">
        <span className={`checkout-status__icon checkout-status__icon--${copy.kind}`} aria-hidden="true">
          {icons[copy.kind]}
        </span>
        <h1 className="page__title">{copy.title}</h1>
        {!paid && <p>{copy.text}</p>}
        <dl className="checkout-details">
          <dt>Order Number</dt>
          <dd>{data.orderNumber}</dd>
          <dt>Payment Status</dt>
          <dd>{paid ? 'Paid' : capitalise(data.paymentStatus)}</dd>
          <dt>Amount</dt>
          <dd>{formatRupees(data.amount)}</dd>
          {data.paymentMethod && (
            <>
              <dt>Payment Method</dt>
              <dd>{data.paymentMethod}</dd>
            </>
          )}
        </dl>
        {paid && (
          <p className="checkout-note">You will receive an e-mail confirmation with your order details shortly.</p>
        )}
        <PaymentPageLinks
          primary={
            offersRetry(copy.kind)
              ? { to: `${paths.checkout()}?orderId=${encodeURIComponent(orderId)}`, label: 'Retry Payment' }
              : undefined
          }
          contact={offersRetry(copy.kind)}
        />
      </div>
    </div>
  );
}

export default PaymentSuccessPage satisfies RemoteModules['checkout/PaymentSuccessPage'];
