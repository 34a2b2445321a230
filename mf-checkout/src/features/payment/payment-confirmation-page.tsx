import { useEffect } from 'react';
import { getErrorMessage, skipToken, usePageTitle, paths, type RemoteModules } from '@mitti/shared';
import { paymentFailureCopy } from '@mitti/shared/payments';
import { useSettlePaidOrder } from '../awaiting-payment/settle-paid-order';
import { useGetPublicOrderQuery } from '../../lib/public-order';
import { ConfirmationOrderDetails } from './components/confirmation-order-details';
import { PaymentPageLinks } from './components/payment-page-links';
import { offersRetry } from './lib/confirmation-status';
import { verifiedCopy } from './lib/verified-copy';
import { useConfirmationOrder } from './use-confirmation-order';
import { useWords, type FailureWords } from '../../words/words';
import '../../components/checkout.css';

const icons = { success: '✓', failed: '✕', cancelled: '↩', pending: '…' } as const;

/**
 * /payment/confirmation: where the gateway sends the shopper back. The status in the URL is only the gateway's
 * word: the page says what the shop's record of the order says (issue 33, decision 038).
 */
function PaymentConfirmationPage() {
  const t = useWords();
  const { orderId, error, lookingUp, lookupFailed } = useConfirmationOrder();
  const order = useGetPublicOrderQuery(orderId ?? skipToken);
  const copy = verifiedCopy({
    paymentStatus: order.data?.paymentStatus,
    loading: lookingUp || order.isLoading,
    error: lookupFailed ? { status: 404 } : order.error,
    hasOrder: !!orderId || lookingUp || lookupFailed,
  });
  usePageTitle(t(copy.title));
  // The gateway's code is said as its sentence, never shown as it came ('card_declined'): decision 072.
  const failure = error && copy.kind === 'failed' ? (paymentFailureCopy(error) as FailureWords) : null;
  const retry = offersRetry(copy.kind);
  const settle = useSettlePaidOrder();
  useEffect(() => {
    if (order.data) settle(order.data.id, order.data.paymentStatus);
  }, [order.data, settle]);

  let details;
  if (lookingUp || order.isLoading) {
    details = (
      <p className="page-status" role="status">
        {t('Loading order details...')}
      </p>
    );
  } else if (lookupFailed) {
    details = <p role="alert">{t('Failed to fetch order details')}</p>;
  } else if (order.error) {
    details = <p role="alert">{getErrorMessage(order.error, t('Unable to fetch order details'))}</p>;
  } else if (order.data) {
    details = <ConfirmationOrderDetails order={order.data} />;
  }

  return (
    <div className="page" lang={t.lang}>
      <div className="checkout-card checkout-status">
        <span className={`checkout-status__icon checkout-status__icon--${copy.kind}`} aria-hidden="true">
          {icons[copy.kind]}
        </span>
        <h1 className="page__title">{t(copy.title)}</h1>
        <p>
          {t(copy.text)}
          {copy.more && ` ${t(copy.more)}`}
        </p>
        {failure && (
          <div className="checkout-alert" role="alert">
            <p>
              <strong>{t(failure.title)}</strong>: {t(failure.message)}
            </p>
            <p>{t(failure.suggestion)}</p>
          </div>
        )}
        {details}
        <PaymentPageLinks
          primary={
            retry && orderId && order.data
              ? { to: `${paths.checkout()}?orderId=${encodeURIComponent(orderId)}`, label: t('Retry Payment') }
              : undefined
          }
          orders={retry ? null : 'View My Orders'}
          contact={retry}
        />
      </div>
    </div>
  );
}

export default PaymentConfirmationPage satisfies RemoteModules['checkout/PaymentConfirmationPage'];
