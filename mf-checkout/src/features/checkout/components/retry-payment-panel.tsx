import { useState } from 'react';
import { formatRupees, Link, paths } from '@mitti/shared';
import { isPayableOnline } from '@mitti/shared/orders';
import { normalizePhone, phoneError } from '@mitti/shared/address';
import { usePayOrder } from '../../awaiting-payment/use-pay-order';
import { useGetPublicOrderQuery, type PublicOrder } from '../../../lib/public-order';
import { savedCheckoutForm } from '../lib/checkout-form';
import { CheckoutTextField } from './checkout-text-field';
import { shownStatus, useWords, type CheckoutWords } from '../../../words/words';

/** Why the API would refuse to take a payment for the order (its 409 messages), or null when it takes one. */
function notPayableReason(t: CheckoutWords, order: PublicOrder | undefined): string | null {
  if (!order || isPayableOnline(order.orderStatus, order.paymentStatus)) return null;
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refund_due') return t('This order is already paid.');
  // A status as the payment pages show it on a Hindi page ('Cancelled'); in English, as the API stores it.
  const status = t.lang ? t(shownStatus(order.orderStatus)) : order.orderStatus;
  return t('This order is {status} and cannot be paid online.', { status });
}

/**
 * /checkout?orderId=… (Retry Payment, Pay now on /orders): a new payment link for the same unpaid order —
 * POST /api/payment/create reuses the order (and takes its items back), never a second order.
 */
export function RetryPaymentPanel({ orderId }: { orderId: string }) {
  const t = useWords();
  const { data: order } = useGetPublicOrderQuery(orderId);
  const refusal = notPayableReason(t, order);
  const { pay, isPaying: isLoading, error } = usePayOrder();
  // A class booking is not shipped: the studio reaches the shopper on the mobile given here.
  const booking = !!order?.items?.length && order.items.every((item) => item.type === 'workshop');
  const [phone, setPhone] = useState(() => savedCheckoutForm().phone);
  const [phoneProblem, setPhoneProblem] = useState<string | null>(null);

  const retry = async () => {
    const problem = booking ? phoneError(phone) : null;
    setPhoneProblem(problem);
    if (problem) return;
    await pay(orderId, booking ? normalizePhone(phone) : '');
  };

  return (
    <section className="checkout-card" aria-labelledby="checkout-retry-title">
      <h2 id="checkout-retry-title" className="checkout-card__title">
        {t('Retry Payment')}
      </h2>
      {order?.orderNumber ? (
        <p className="checkout-note">
          {t('Order #{orderNumber}', { orderNumber: order.orderNumber })}
          {order.totalAmount != null && t(' · Total {amount}', { amount: formatRupees(order.totalAmount) })}
        </p>
      ) : (
        <p className="checkout-note">{t('Order ID: {orderId}', { orderId })}</p>
      )}
      {refusal ? (
        <p className="checkout-alert" role="status">
          {refusal}
        </p>
      ) : (
        <p>{t('Your order is saved. Pay for it with a secure payment link.')}</p>
      )}
      {booking && !refusal && (
        <div className="checkout-fieldset">
          <CheckoutTextField
            field="phone"
            value={phone}
            error={phoneProblem ?? undefined}
            onValueChange={(_, value) => {
              setPhone(value);
              setPhoneProblem(null);
            }}
          />
        </div>
      )}
      {error && (
        <p className="checkout-alert" role="alert">
          {error}
        </p>
      )}
      <div className="checkout-actions">
        {!refusal && (
          <button type="button" className="button button--primary" onClick={retry} disabled={isLoading}>
            {t(isLoading ? 'Preparing Payment...' : 'Pay Now')}
          </button>
        )}
        <Link className="button button--ghost" to={paths.orders()}>
          {t('View My Orders')}
        </Link>
      </div>
    </section>
  );
}
