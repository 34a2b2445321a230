import type { ReactNode } from 'react';
import { formatRupees, Link, usePageTitle, paths } from '@mitti/shared';
import { formatDeadline } from '@mitti/shared/dates';
import { heldUntilSentence } from '../awaiting-payment/awaiting-payment-notice';
import { useAwaitingPayment } from '../awaiting-payment/use-awaiting-payment';
import { usePayOrder } from '../awaiting-payment/use-pay-order';
import type { PublicOrder } from '../../lib/public-order';
import { PLACED_FROM_CART } from '../awaiting-payment/awaiting-storage';
import { useWords, type CheckoutText } from '../../words/words';

/** Where the shopper goes back to: the cart it was placed from, else the store for pieces, the workshops for a class. */
function backFrom(order: PublicOrder, fromCart: boolean): { to: string; label: CheckoutText } {
  if (fromCart) return { to: paths.cart(), label: 'Back to Cart' };
  return order.items.some((item) => item.type === 'product')
    ? { to: paths.store(), label: 'Continue Shopping' }
    : { to: paths.workshops(), label: 'Back to Workshops' };
}

/**
 * Back from the gateway without paying (issue 33): the order is waiting for payment, with Pay now; the cart
 * it was placed from is as the shopper left it.
 */
function WaitingForPayment({ order, fromCart }: { order: PublicOrder; fromCart: boolean }) {
  const t = useWords();
  usePageTitle(t('Waiting for Payment'));
  const { pay, isPaying, error } = usePayOrder();
  const held = heldUntilSentence(t, order);
  const back = backFrom(order, fromCart);
  return (
    <div className="page" lang={t.lang}>
      <div className="checkout-card checkout-status">
        <h1 className="page__title">{t('Waiting for Payment')}</h1>
        <p>
          {t('Order {orderNumber} is waiting for payment: we have not received it yet.', {
            orderNumber: order.orderNumber,
          })}
          {fromCart ? ` ${t('Your cart is as you left it.')}` : ''}
        </p>
        <dl className="checkout-details">
          <dt>{t('Order Number')}</dt>
          <dd>{order.orderNumber}</dd>
          <dt>{t('Amount')}</dt>
          <dd>{formatRupees(order.totalAmount)}</dd>
          {order.heldUntil && (
            <>
              <dt>{t('Held until')}</dt>
              <dd>{formatDeadline(order.heldUntil)}</dd>
            </>
          )}
        </dl>
        {held && <p className="checkout-note">{held}</p>}
        {error && (
          <p className="checkout-alert" role="alert">
            {error}
          </p>
        )}
        <div className="checkout-actions checkout-actions--center">
          <button
            type="button"
            className="button button--primary"
            disabled={isPaying}
            onClick={() => void pay(order.id)}
          >
            {t(isPaying ? 'Preparing Payment...' : 'Pay now')}
          </button>
          <Link className="button button--ghost" to={back.to}>
            {t(back.label)}
          </Link>
          <Link className="button button--ghost" to={paths.orders()}>
            {t('View My Orders')}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The order this tab sent to the gateway, as the shop holds it: waiting for payment, or (paid, gone) `missing`. */
export default function AwaitedOrder({ missing, checking }: { missing: ReactNode; checking: ReactNode }) {
  const awaiting = useAwaitingPayment();
  if (awaiting.order) {
    return <WaitingForPayment order={awaiting.order} fromCart={awaiting.placedFrom === PLACED_FROM_CART} />;
  }
  return awaiting.checking ? checking : missing;
}
