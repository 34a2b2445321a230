import { isPayableOnline } from '@mitti/shared/orders';
import type { Queryable } from '../../db/database';
import type { AuthUser } from '../../auth/token-verifier';
import { cancelOpenPayments, findOrder, updateOrder } from './order-repository';
import { PAYMENT_METHOD_ONLINE } from './order-row';
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
