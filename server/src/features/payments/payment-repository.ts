import type { Queryable } from '../../db/database';
import type { PaymentStatus } from '../orders/order-row';

export interface PaymentRow {
  id: string;
  order_id: string;
  gateway: string;
  gateway_order_ref: string;
  amount_paise: number | string;
  status: PaymentStatus;
  failure_code: string | null;
  payment_link: string;
}

const selectPayments = `
  SELECT id, order_id, gateway, gateway_order_ref, amount_paise, status, failure_code, payment_link FROM payments`;

export async function findPaymentByRef(q: Queryable, ref: string, options: { forUpdate?: boolean } = {}) {
  const [row] = await q.query<PaymentRow>(
    `${selectPayments} WHERE gateway_order_ref = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [ref],
  );
  return row;
}

/** The order's open (pending) payment link, if any, so a repeated request reuses it. */
export async function findPendingPayment(q: Queryable, orderId: string) {
  const [row] = await q.query<PaymentRow>(
    `${selectPayments} WHERE order_id = $1 AND status = 'pending' ORDER BY created_at DESC LIMIT 1`,
    [orderId],
  );
  return row;
}

/** How many links the order has had with this gateway (any status). */
export async function countPayments(q: Queryable, orderId: string, gateway: string): Promise<number> {
  const [row] = await q.query<{ count: number | string }>(
    'SELECT count(*) AS count FROM payments WHERE order_id = $1 AND gateway = $2',
    [orderId, gateway],
  );
  return Number(row?.count ?? 0);
}

export async function insertPayment(
  tx: Queryable,
  payment: { orderId: string; gateway: string; gatewayOrderRef: string; amountPaise: number; paymentLink: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO payments (order_id, gateway, gateway_order_ref, amount_paise, status, payment_link)
     VALUES ($1, $2, $3, $4, 'pending', $5)`,
    [payment.orderId, payment.gateway, payment.gatewayOrderRef, payment.amountPaise, payment.paymentLink],
  );
}

export async function setPaymentStatus(tx: Queryable, id: string, status: PaymentStatus, failureCode?: string) {
  await tx.query('UPDATE payments SET status = $2, failure_code = $3, updated_at = now() WHERE id = $1', [
    id,
    status,
    failureCode ?? null,
  ]);
}

/** Records a webhook event id; false when it was seen before (a replay). */
export async function recordWebhookEvent(
  tx: Queryable,
  event: { gateway: string; eventId: string; gatewayOrderRef: string; outcome: string },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO webhook_events (gateway, event_id, gateway_order_ref, outcome) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING event_id`,
    [event.gateway, event.eventId, event.gatewayOrderRef, event.outcome],
  );
  return rows.length === 1;
}
