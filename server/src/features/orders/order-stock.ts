import type { Queryable } from '../../db/database';
import { releaseStock, takeStock, type StockLine } from './stock';
import { updateOrder } from './order-repository';
import type { OrderRow } from './order-row';

/** How long an unpaid online order keeps its items (decision 006). */
export const RESERVATION_MINUTES = 30;
export const RESERVATION_EXPIRED_REASON = `Payment was not completed within ${RESERVATION_MINUTES} minutes, so the items were released.`;

export function stockLinesOf(order: Pick<OrderRow, 'items'>): StockLine[] {
  return order.items.map((line) => ({ kind: line.type, id: line.id, name: line.name, quantity: line.quantity }));
}

/** Gives an order's units back, once: only while it still holds them. */
export async function releaseOrderStock(tx: Queryable, order: OrderRow): Promise<void> {
  if (!order.stock_held) return;
  await releaseStock(tx, stockLinesOf(order));
  await updateOrder(tx, order.id, { stockHeld: false, reserveMinutes: null });
}

/** Takes an order's units again (a retried or late payment); throws 409 when they are gone. */
export async function retakeOrderStock(tx: Queryable, order: OrderRow, reserveMinutes: number | null) {
  if (order.stock_held) return;
  await takeStock(tx, stockLinesOf(order));
  await updateOrder(tx, order.id, { stockHeld: true, reserveMinutes });
}

// Runs before every order, so it takes no parameter: the reason is a constant, written in as an SQL literal
// (quotes doubled), and a statement without parameters costs half as much on PGlite.
const expireReservationsSql = `
  UPDATE orders
     SET stock_held = false, reserved_until = NULL, order_status = 'failed',
         failure_reason = '${RESERVATION_EXPIRED_REASON.replaceAll("'", "''")}',
         payment_status = CASE WHEN payment_status = 'pending' THEN 'cancelled' ELSE payment_status END,
         updated_at = now()
   WHERE stock_held AND reserved_until < now() AND payment_status NOT IN ('paid', 'refund_due')
   RETURNING id, items`;

/**
 * Unpaid online orders past their deadline give their units back and are marked failed with a reason.
 * Runs lazily before anything takes stock, so no timer is needed and every API copy can run it.
 */
export async function expireReservations(tx: Queryable): Promise<number> {
  const expired = await tx.query<Pick<OrderRow, 'id' | 'items'>>(expireReservationsSql);
  for (const order of expired) await releaseStock(tx, stockLinesOf(order));
  return expired.length;
}
