import { formatDeadline, formatRupees } from '@mitti/shared';
import type { PublicOrder } from '../../lib/public-order';
import { usePayOrder } from './use-pay-order';

/** 'Its pieces are held for you until 12:38 PM.' (a class: 'Your seat is held ...'). */
export function heldUntilSentence(order: Pick<PublicOrder, 'heldUntil' | 'items'>): string | null {
  if (!order.heldUntil) return null;
  const seats = order.items.length > 0 && order.items.every((item) => item.type === 'workshop');
  const what = seats ? 'Your seat is' : 'Its pieces are';
  return `${what} held for you until ${formatDeadline(order.heldUntil)}; unpaid by then, ${seats ? 'it is' : 'they are'} released.`;
}

/**
 * An order this tab placed is still waiting for payment (issue 33): its number, amount and until when its
 * items are held, with Pay now. On the cart and checkout it also says that placing the order again replaces it.
 */
export function AwaitingPaymentNotice({ order, replaceable = false }: { order: PublicOrder; replaceable?: boolean }) {
  const { pay, isPaying, error } = usePayOrder();
  const held = heldUntilSentence(order);
  return (
    <section
      className="checkout-card checkout-awaiting"
      aria-label="Waiting for payment"
      data-testid="awaiting-payment"
    >
      <p>
        <strong>
          Order {order.orderNumber} is waiting for payment: {formatRupees(order.totalAmount)}.
        </strong>{' '}
        {held}
      </p>
      {replaceable && (
        <p className="checkout-note">
          Changed your mind? Change your order and place it again: order {order.orderNumber} is then cancelled.
        </p>
      )}
      {error && (
        <p className="checkout-alert" role="alert">
          {error}
        </p>
      )}
      <div className="checkout-actions">
        <button type="button" className="button button--primary" disabled={isPaying} onClick={() => void pay(order.id)}>
          {isPaying ? 'Preparing Payment...' : 'Pay now'}
        </button>
      </div>
    </section>
  );
}
