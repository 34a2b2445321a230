import { formatRupees } from '@mitti/shared';
import { formatDeadline } from '@mitti/shared/dates';
import type { PublicOrder } from '../../lib/public-order';
import { usePayOrder } from './use-pay-order';
import { useWords, type CheckoutWords } from '../../words/words';

/** 'Its pieces are held for you until 12:38 PM.' (a class: 'Your seat is held ...'). */
export function heldUntilSentence(t: CheckoutWords, order: Pick<PublicOrder, 'heldUntil' | 'items'>): string | null {
  if (!order.heldUntil) return null;
  const seats = order.items.length > 0 && order.items.every((item) => item.type === 'workshop');
  return t(
    seats
      ? 'Your seat is held for you until {time}; unpaid by then, it is released.'
      : 'Its pieces are held for you until {time}; unpaid by then, they are released.',
    { time: formatDeadline(order.heldUntil) },
  );
}

/**
 * An order this tab placed is still waiting for payment (issue 33): its number, amount and until when its
 * items are held, with Pay now. On the cart and checkout it also says that placing the order again replaces it.
 */
export function AwaitingPaymentNotice({ order, replaceable = false }: { order: PublicOrder; replaceable?: boolean }) {
  const t = useWords();
  const { pay, isPaying, error } = usePayOrder();
  const held = heldUntilSentence(t, order);
  return (
    <section
      className="checkout-card checkout-awaiting"
      aria-label={t('Waiting for payment')}
      data-testid="awaiting-payment"
    >
      <p>
        <strong>
          {t('Order {orderNumber} is waiting for payment: {amount}.', {
            orderNumber: order.orderNumber,
            amount: formatRupees(order.totalAmount),
          })}
        </strong>{' '}
        {held}
      </p>
      {replaceable && (
        <p className="checkout-note">
          {t('Changed your mind? Change your order and place it again: order {orderNumber} is then cancelled.', {
            orderNumber: order.orderNumber,
          })}
        </p>
      )}
      {error && (
        <p className="checkout-alert" role="alert">
          {error}
        </p>
      )}
      <div className="checkout-actions">
        <button type="button" className="button button--primary" disabled={isPaying} onClick={() => void pay(order.id)}>
          {t(isPaying ? 'Preparing Payment...' : 'Pay now')}
        </button>
      </div>
    </section>
  );
}
