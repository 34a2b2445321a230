import { useEffect } from 'react';
import { formatRupees, getErrorMessage, usePageTitle, paths, type RemoteModules, useSearchParams } from '@mitti/shared';
import { useSettlePaidOrder } from '../awaiting-payment/settle-paid-order';
import { useGetPaymentStatusQuery } from './api/payment-status';
import { PaymentPageLinks } from './components/payment-page-links';
import { confirmationStatus, offersRetry } from './lib/confirmation-status';
import { shownStatus, useWords, type CheckoutText } from '../../words/words';
import '../../components/checkout.css';

function VerificationFailed({ reason }: { reason: string }) {
  const t = useWords();
  return (
    <div className="page" lang={t.lang}>
      <div className="checkout-card checkout-status">
        <span className="checkout-status__icon checkout-status__icon--failed" aria-hidden="true">
          !
        </span>
        <h1 className="page__title">{t('Payment Verification Failed')}</h1>
        <p role="alert">{reason}</p>
        <PaymentPageLinks contact />
      </div>
    </div>
  );
}

const icons = { success: '✓', failed: '✕', cancelled: '↩', pending: '…' } as const;

/**
 * /payment/success?order={id}: verifies the payment with the API before saying anything. Only a paid order is
 * "Payment Successful!"; a cancelled or failed one says so, with Retry Payment, and a pending one that it is
 * pending (issue 33: the title no longer stands above a status that contradicts it).
 */
function PaymentSuccessPage() {
  const t = useWords();
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const { data, error, isLoading } = useGetPaymentStatusQuery(orderId ?? '', { skip: !orderId });
  const copy = confirmationStatus(data?.paymentStatus ?? 'pending');
  usePageTitle(t(data ? copy.title : 'Verifying Payment'));
  const settle = useSettlePaidOrder();
  useEffect(() => {
    if (orderId && data) settle(orderId, data.paymentStatus);
  }, [orderId, data, settle]);

  if (!orderId) return <VerificationFailed reason={t('No order ID provided')} />;
  if (isLoading) {
    return (
      <div className="page" lang={t.lang}>
        <p className="page-status" role="status">
          {t('Verifying your payment...')}
        </p>
      </div>
    );
  }
  if (error) return <VerificationFailed reason={getErrorMessage(error, t('Failed to verify payment status'))} />;
  if (!data) return <VerificationFailed reason={t('Unable to verify payment status')} />;

  const paid = copy.kind === 'success';
  return (
    <div className="page" lang={t.lang}>
      <div className="checkout-card checkout-status">
        <span className={`checkout-status__icon checkout-status__icon--${copy.kind}`} aria-hidden="true">
          {icons[copy.kind]}
        </span>
        <h1 className="page__title">{t(copy.title)}</h1>
        {!paid && <p>{t(copy.text)}</p>}
        <dl className="checkout-details">
          <dt>{t('Order Number')}</dt>
          <dd>{data.orderNumber}</dd>
          <dt>{t('Payment Status')}</dt>
          <dd>{t(paid ? 'Paid' : shownStatus(data.paymentStatus))}</dd>
          <dt>{t('Amount')}</dt>
          <dd>{formatRupees(data.amount)}</dd>
          {data.paymentMethod && (
            <>
              <dt>{t('Payment Method')}</dt>
              <dd>{t(data.paymentMethod as CheckoutText)}</dd>
            </>
          )}
        </dl>
        {paid && (
          <p className="checkout-note">
            {t('You will receive an e-mail confirmation with your order details shortly.')}
          </p>
        )}
        <PaymentPageLinks
          primary={
            offersRetry(copy.kind)
              ? { to: `${paths.checkout()}?orderId=${encodeURIComponent(orderId)}`, label: t('Retry Payment') }
              : undefined
          }
          contact={offersRetry(copy.kind)}
        />
      </div>
    </div>
  );
}

export default PaymentSuccessPage satisfies RemoteModules['checkout/PaymentSuccessPage'];
