import type { ShippingAddress } from '@mitti/shared/contracts';
import type { ShippingOptionId } from '@mitti/shared/delivery';
import type { Language } from '@mitti/shared/i18n';
import type { Queryable } from '../../db/database';
import type { PricedOrder } from './order-pricing';
import { orderColumns, selectOrders, type OrderRow, type OrderStatus, type PaymentMethod } from './order-row';

export interface NewOrder {
  userId: string;
  userEmail: string | null;
  userName: string | null;
  priced: PricedOrder;
  /** Its price is `priced.shippingPaise`. */
  shippingOption: ShippingOptionId;
  /** Cash on delivery's fee, already in `priced.totalPaise`. */
  codFeePaise: number;
  orderStatus: OrderStatus;
  paymentMethod: PaymentMethod;
  notes: string | null;
  shippingAddress: ShippingAddress | null;
  contactPhone: string | null;
  guestOrderId: string | null;
  /** Where the shopper placed it from (`OrderRequest.placedFrom`), or null. */
  placedFrom: string | null;
  /** Minutes an unpaid order keeps its stock; null keeps it until the order is cancelled. */
  reservationMinutes: number | null;
  /** The language of the page it was placed from: its mails' (decision 106). */
  language: Language;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Inserts an order whose stock the caller has just taken in the same transaction, and returns it as stored. */
export async function insertOrder(tx: Queryable, order: NewOrder): Promise<OrderRow> {
  const { priced } = order;
  const [row] = await tx.query<OrderRow>(
    `INSERT INTO orders (order_number, user_id, user_email, user_name, items, subtotal_paise, shipping_paise,
                         total_paise, order_status, payment_method, payment_status, order_type, notes,
                         shipping_address, contact_phone, guest_order_id, stock_held, reserved_until,
                         shipping_option, cod_fee_paise, placed_from, language)
     VALUES ('MS-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'),
             $1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10, $11, $12, $13, $14, true,
             CASE WHEN $15::integer IS NULL THEN NULL ELSE now() + make_interval(mins => $15::integer) END, $16, $17, $18, $19)
     RETURNING ${orderColumns}`,
    [
      order.userId,
      order.userEmail,
      order.userName,
      JSON.stringify(priced.lines),
      priced.subtotalPaise,
      priced.shippingPaise,
      priced.totalPaise,
      order.orderStatus,
      order.paymentMethod,
      priced.orderType,
      order.notes,
      order.shippingAddress ? JSON.stringify(order.shippingAddress) : null,
      order.contactPhone,
      order.guestOrderId,
      order.reservationMinutes,
      order.shippingOption,
      order.codFeePaise,
      order.placedFrom,
      order.language,
    ],
  );
  if (!row) throw new Error('order insert returned no row');
  return row;
}

/** One order by id; `forUpdate` locks the row for the rest of the transaction. Malformed ids find nothing. */
export async function findOrder(
  q: Queryable,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<OrderRow | undefined> {
  if (!uuidPattern.test(id)) return undefined;
  const [row] = await q.query<OrderRow>(`${selectOrders} WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row;
}

export async function findGuestOrder(q: Queryable, userId: string, guestOrderId: string) {
  const [row] = await q.query<OrderRow>(`${selectOrders} WHERE user_id = $1 AND guest_order_id = $2`, [
    userId,
    guestOrderId,
  ]);
  return row;
}

export async function listUserOrders(q: Queryable, userId: string): Promise<OrderRow[]> {
  return q.query<OrderRow>(`${selectOrders} WHERE user_id = $1 ORDER BY created_at DESC, order_number DESC`, [userId]);
}

export interface OrderChanges {
  orderStatus?: OrderStatus;
  paymentStatus?: OrderRow['payment_status'];
  stockHeld?: boolean;
  /** Minutes from now; null clears the reservation deadline. */
  reserveMinutes?: number | null;
  cancelReason?: string;
  /** null clears a previous failure. */
  failureReason?: string | null;
  adminNote?: string;
  refundPaise?: number;
  refundPercent?: number;
  /** A normalised +91 mobile. */
  contactPhone?: string;
}

/** SQL that appends the note in parameter `param` to `admin_notes`, stamped with the transaction's time. */
export const appendAdminNoteSql = (param: string) =>
  `admin_notes || jsonb_build_array(jsonb_build_object('text', ${param}::text, 'at', now()))`;

/** Applies the given changes (only those present) and bumps updated_at. */
export async function updateOrder(tx: Queryable, id: string, changes: OrderChanges): Promise<void> {
  const sets: string[] = ['updated_at = now()'];
  const params: unknown[] = [];
  const set = (column: string, value: unknown, expression = (p: string) => p) => {
    params.push(value);
    sets.push(`${column} = ${expression(`$${params.length}`)}`);
  };
  if (changes.orderStatus !== undefined) set('order_status', changes.orderStatus);
  if (changes.paymentStatus !== undefined) set('payment_status', changes.paymentStatus);
  if (changes.stockHeld !== undefined) set('stock_held', changes.stockHeld);
  if (changes.reserveMinutes !== undefined) {
    set(
      'reserved_until',
      changes.reserveMinutes,
      (p) => `CASE WHEN ${p}::integer IS NULL THEN NULL ELSE now() + make_interval(mins => ${p}::integer) END`,
    );
  }
  if (changes.cancelReason !== undefined) set('cancel_reason', changes.cancelReason);
  if (changes.failureReason !== undefined) set('failure_reason', changes.failureReason);
  if (changes.refundPaise !== undefined) set('refund_paise', changes.refundPaise);
  if (changes.refundPercent !== undefined) set('refund_percent', changes.refundPercent);
  if (changes.contactPhone !== undefined) set('contact_phone', changes.contactPhone);
  if (changes.adminNote !== undefined) {
    set('admin_notes', changes.adminNote, appendAdminNoteSql);
  }
  params.push(id);
  await tx.query(`UPDATE orders SET ${sets.join(', ')} WHERE id = $${params.length}`, params);
}

/** The order's payment links not yet paid are closed (the order was cancelled): a late payment is refunded. */
export async function cancelOpenPayments(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(
    `UPDATE payments SET status = 'cancelled', updated_at = now() WHERE order_id = $1 AND status = 'pending'`,
    [orderId],
  );
}
