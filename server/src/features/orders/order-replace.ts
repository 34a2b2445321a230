import { isPayableOnline } from '@mitti/shared/orders';
import type { Queryable } from '../../db/database';
import type { AuthUser } from '../../auth/token-verifier';
import { cancelOpenPayments, findOrder, updateOrder } from './order-repository';
import { PAYMENT_METHOD_ONLINE, selectOrders, type OrderRow } from './order-row';
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
  if (!order || order.user_id !== user.uid || order.payment_method !== PAYMENT_METHOD_ONLINE) return;
  if (!isPayableOnline(order.order_status, order.payment_status)) return;
  await releaseOrderStock(tx, order);
  await updateOrder(tx, order.id, {
    orderStatus: 'cancelled',
    cancelReason: REPLACED_REASON,
    paymentStatus: order.payment_status === 'pending' ? 'cancelled' : order.payment_status,
  });
  await cancelOpenPayments(tx, order.id);
}

/** Why an unpaid order was cancelled when another order of the same shopper with its pieces was paid. */
export const supersededReason = (paidOrderNumber: string) =>
  `Order ${paidOrderNumber}, with the same pieces, was paid; this one was cancelled before it was paid, so nothing is paid for twice.`;

/**
 * An order was paid (issue 53, decision 063): the same shopper's other orders still waiting for online payment
 * that share a piece with it (an order placed again from another tab, paid from My Orders or an e-mail's link)
 * are cancelled with the reason, their items released and their links closed, so they hold nothing and cannot
 * be paid as well. Orders of other pieces only, and classes, are left as they are.
 */
export async function cancelSupersededOrders(tx: Queryable, paid: OrderRow): Promise<void> {
  const paidPieces = new Set(paid.items.filter((line) => line.type === 'product').map((line) => line.id));
  if (paidPieces.size === 0) return;
  const unpaid = await tx.query<OrderRow>(
    `${selectOrders} WHERE user_id = $1 AND id <> $2 AND payment_method = $3 AND order_status IN ('pending', 'failed')
     ORDER BY created_at FOR UPDATE`,
    [paid.user_id, paid.id, PAYMENT_METHOD_ONLINE],
  );
  for (const order of unpaid) {
    if (!isPayableOnline(order.order_status, order.payment_status)) continue;
    if (!order.items.some((line) => line.type === 'product' && paidPieces.has(line.id))) continue;
    await releaseOrderStock(tx, order);
    await updateOrder(tx, order.id, {
      orderStatus: 'cancelled',
      cancelReason: supersededReason(paid.order_number),
      paymentStatus: order.payment_status === 'pending' ? 'cancelled' : order.payment_status,
    });
    await cancelOpenPayments(tx, order.id);
  }
}
