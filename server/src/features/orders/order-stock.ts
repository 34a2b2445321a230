import { RESERVATION_MINUTES } from '@mitti/shared/orders';
import type { Database, Queryable } from '../../db/database';
import { invalidateCatalogueCaches } from '../../lib/versioned-cache';
import { releaseStock, takeStock, type StockLine } from './stock';
import { updateOrder } from './order-repository';
import { PAYMENT_METHOD_COD, type OrderRow } from './order-row';

export const RESERVATION_EXPIRED_REASON = `Payment was not completed within ${RESERVATION_MINUTES} minutes, so the items were released.`;
/** A cash-on-delivery order the studio did not confirm in time (decision 026). */
export const COD_UNCONFIRMED_REASON =
  'The cash-on-delivery order was not confirmed in time, so the items were released. Please order again.';

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

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

// Runs before every order, so it takes no parameter: the reasons are constants, written in as SQL literals
// (quotes doubled), and a statement without parameters costs half as much on PGlite. Only a pending order
// lapses: one confirmed or paid meanwhile keeps its items whatever its old deadline said.
const expireReservationsSql = `
  UPDATE orders
     SET stock_held = false, reserved_until = NULL, order_status = 'failed',
         failure_reason = CASE WHEN payment_method = ${sqlText(PAYMENT_METHOD_COD)} THEN ${sqlText(COD_UNCONFIRMED_REASON)}
                               ELSE ${sqlText(RESERVATION_EXPIRED_REASON)} END,
         payment_status = CASE WHEN payment_status = 'pending' THEN 'cancelled' ELSE payment_status END,
         updated_at = now()
   WHERE stock_held AND reserved_until < now() AND order_status = 'pending'
     AND payment_status NOT IN ('paid', 'refund_due')
   RETURNING id, items`;

/**
 * Unpaid online orders and unconfirmed cash-on-delivery orders past their deadline give their units back and
 * are marked failed with a reason.
 * Runs lazily before anything takes stock, so no timer is needed and every API copy can run it.
 */
export async function expireReservations(tx: Queryable): Promise<number> {
  const expired = await tx.query<Pick<OrderRow, 'id' | 'items'>>(expireReservationsSql);
  for (const order of expired) await releaseStock(tx, stockLinesOf(order));
  return expired.length;
}

/**
 * For the owner's reads (orders, a class's bookings): orders past their deadline are failed and their items
 * released first, so the owner sees them as they stand rather than as the last order left them. Such a read
 * writes, so it invalidates the catalogue caches itself (plugins/catalogue-invalidation.ts covers only writes).
 */
export async function expireLapsedOrders(db: Database): Promise<void> {
  if ((await db.transaction((tx) => expireReservations(tx))) > 0) invalidateCatalogueCaches();
}
