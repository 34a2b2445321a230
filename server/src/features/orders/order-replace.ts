import { isPayableOnline } from '@mitti/shared/orders';
import type { Queryable } from '../../db/database';
import type { AuthUser } from '../../auth/token-verifier';
import { cancelOpenPayments, findOrder, updateOrder } from './order-repository';
import { PAYMENT_METHOD_ONLINE, type OrderRow } from './order-row';
import { releaseOrderStock } from './order-stock';

export const REPLACED_REASON = 'Placed again from the cart; this order was replaced before it was paid.';

/**
 * The shopper came back from the gateway without paying, changed the cart and placed the order again
 * (decision 038): their earlier order, still awaiting payment, is cancelled and its items released in the new
 * order's transaction, so the two never hold the same pieces or seats. Anything else (another shopper's order,
 * one paid meanwhile, cash on delivery) is left as it is: the new order is placed alongside, as any order is.
 */
export async function cancelReplacedOrder(tx: Queryable, user: AuthUser, orderId: string): Promise<void> {
  const order = await findOrder(tx, orderId, { forUpdate: true });
  if (!order || order.user_id !== user.uid) return;
  await cancelIfAwaitingPayment(tx, order);
}

/**
 * Placing again from the cart or a class's booking (`placedFrom`, decision 074): every order of the shopper's
 * placed from there and still awaiting payment is replaced as above, whichever tab or device placed it, so a new
 * tab that never saw the first order cannot leave two unpaid orders holding the same pieces. The shopper's
 * orders from there are serialised, so two tabs placing at once leave one order awaiting payment.
 */
export async function cancelOrdersPlacedFrom(tx: Queryable, user: AuthUser, placedFrom: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`placed-from:${user.uid}:${placedFrom}`]);
  const earlier = await tx.query<{ id: string }>(
    `SELECT id FROM orders WHERE user_id = $1 AND placed_from = $2 AND order_status IN ('pending', 'failed')`,
    [user.uid, placedFrom],
  );
  for (const { id } of earlier) {
    const order = await findOrder(tx, id, { forUpdate: true });
    if (order) await cancelIfAwaitingPayment(tx, order);
  }
}

async function cancelIfAwaitingPayment(tx: Queryable, order: OrderRow): Promise<void> {
  if (order.payment_method !== PAYMENT_METHOD_ONLINE) return;
  if (!isPayableOnline(order.order_status, order.payment_status)) return;
  await releaseOrderStock(tx, order);
  await updateOrder(tx, order.id, {
    orderStatus: 'cancelled',
    cancelReason: REPLACED_REASON,
    paymentStatus: order.payment_status === 'pending' ? 'cancelled' : order.payment_status,
  });
  await cancelOpenPayments(tx, order.id);
}
