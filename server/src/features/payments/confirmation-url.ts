import { shopPage } from '../../lib/shop-page';
import type { OrderRow } from '../orders/order-row';

/**
 * Where a gateway sends the shopper back: `${shopUrl}/payment/confirmation?order_id=…&status=success|failed|
 * cancelled|pending[&error=…]`, the page in the language the order was placed in (`/hi/payment/confirmation`).
 * `error` is said for an order that is neither paid, cancelled nor pending; each gateway knows its own reason.
 */
export function confirmationUrl(
  shopUrl: string,
  order: Pick<OrderRow, 'id' | 'payment_status' | 'language'>,
  error: string,
): string {
  const query = new URLSearchParams({ order_id: order.id });
  if (order.payment_status === 'paid') query.set('status', 'success');
  else if (order.payment_status === 'cancelled') query.set('status', 'cancelled');
  else if (order.payment_status === 'pending') query.set('status', 'pending');
  else {
    query.set('status', 'failed');
    query.set('error', error);
  }
  return `${shopPage(shopUrl, '/payment/confirmation', order.language)}?${query.toString()}`;
}
