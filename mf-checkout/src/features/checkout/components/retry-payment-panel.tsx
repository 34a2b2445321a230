import { useState } from 'react';
import { formatRupees, isPayableOnline, Link, paths } from '@mitti/shared';
import { normalizePhone, phoneError } from '@mitti/shared/address';
import { usePayOrder } from '../../awaiting-payment/use-pay-order';
import { useGetPublicOrderQuery, type PublicOrder } from '../../../lib/public-order';
import { savedCheckoutForm } from '../lib/checkout-form';
import { CheckoutTextField } from './checkout-text-field';

/** Why the API would refuse to take a payment for the order (its 409 messages), or null when it takes one. */
function notPayableReason(order: PublicOrder | undefined): string | null {
  if (!order || isPayableOnline(order.orderStatus, order.paymentStatus)) return null;
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refund_due') return 'This order is already paid.';
  return `This order is ${order.orderStatus} and cannot be paid online.`;
}

/**
 * /checkout?orderId=… (Retry Payment, Pay now on /orders): a new payment link for the same unpaid order —
 * POST /api/payment/create reuses the order (and takes its items back), never a second order.
 */
export function RetryPaymentPanel({ orderId }: { orderId: string }) {
  const { data: order } = useGetPublicOrderQuery(orderId);
  const refusal = notPayableReason(order);
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
        Retry Payment
      </h2>
      {order?.orderNumber ? (
        <p className="checkout-note">
          Order #{order.orderNumber}
          {order.totalAmount != null && ` · Total ${formatRupees(order.totalAmount)}`}
        </p>
      ) : (
        <p className="checkout-note">Order ID: {orderId}</p>
      )}
      {refusal ? (
        <p className="checkout-alert" role="status">
          {refusal}
        </p>
      ) : (
        <p>Your order is saved. Pay for it with a secure payment link.</p>
      )}
      {booking && !refusal && (
        <div className="checkout-fieldset">
          <CheckoutTextField
            field="phone"
            type="tel"
            inputMode="tel"
            value={phone}
            error={phoneProblem ?? undefined}
            autoComplete="tel"
            placeholder="10-digit mobile number"
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
            {isLoading ? 'Preparing Payment...' : 'Pay Now'}
          </button>
        )}
        <Link className="button button--ghost" to={paths.orders()}>
          View My Orders
        </Link>
      </div>
    </section>
  );
}
