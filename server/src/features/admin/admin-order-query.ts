import type { Queryable } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { PAYMENT_METHOD_COD, selectOrders, type OrderRow } from '../orders/order-row';
import { IST_OFFSET_MINUTES, isCalendarDay } from '@mitti/shared/dates';

export interface AdminOrderFilter {
  status?: string | undefined;
  paymentStatus?: string | undefined;
  /** cod: cash on delivery; online: card / UPI. */
  method?: 'cod' | 'online' | undefined;
  /** First day, YYYY-MM-DD, India time. */
  from?: string | undefined;
  /** Last day (included), YYYY-MM-DD, India time. */
  to?: string | undefined;
  /** Part of an order number or of the shopper's e-mail. */
  q?: string | undefined;
  page: number;
  pageSize: number;
}

export interface AdminOrderPage {
  rows: OrderRow[];
  total: number;
}

/** India keeps one offset all year, so a day there starts at 18:30 UTC the day before. */
const IST_OFFSET = `interval '${IST_OFFSET_MINUTES} minutes'`;

function checkDay(value: string | undefined): void {
  if (value === undefined) return;
  if (!isCalendarDay(value)) throw new HttpError(400, `${value} is not a date; use YYYY-MM-DD.`);
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of orders, newest first, and how many match the filter in all. */
export async function listAdminOrders(q: Queryable, filter: AdminOrderFilter): Promise<AdminOrderPage> {
  checkDay(filter.from);
  checkDay(filter.to);
  if (filter.from && filter.to && filter.from > filter.to) {
    throw new HttpError(400, 'The start date must not be after the end date.');
  }
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.status) where.push(`order_status = ${param(filter.status)}`);
  if (filter.paymentStatus) where.push(`payment_status = ${param(filter.paymentStatus)}`);
  if (filter.method) {
    where.push(`payment_method ${filter.method === 'cod' ? '=' : '<>'} ${param(PAYMENT_METHOD_COD)}`);
  }
  if (filter.from)
    where.push(`created_at >= ${param(filter.from)}::date::timestamp AT TIME ZONE 'UTC' - ${IST_OFFSET}`);
  if (filter.to) {
    where.push(`created_at < (${param(filter.to)}::date + 1)::timestamp AT TIME ZONE 'UTC' - ${IST_OFFSET}`);
  }
  const search = filter.q?.trim();
  if (search) {
    const pattern = param(likePattern(search.toLowerCase()));
    where.push(`(lower(order_number) LIKE ${pattern} OR lower(user_email) LIKE ${pattern})`);
  }
  const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const [count] = await q.query<{ total: number | string }>(`SELECT count(*) AS total FROM orders${clause}`, params);
  const rows = await q.query<OrderRow>(
    `${selectOrders}${clause} ORDER BY created_at DESC, order_number DESC
     LIMIT ${param(filter.pageSize)} OFFSET ${param((filter.page - 1) * filter.pageSize)}`,
    params,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

/** The refunds the owner still has to pay back: cancelled or failed orders whose money was taken. */
export async function refundsOwed(q: Queryable): Promise<{ count: number; amountPaise: number }> {
  const [row] = await q.query<{ count: number | string; paise: number | string }>(
    `SELECT count(*) AS count, coalesce(sum(coalesce(refund_paise, total_paise)), 0) AS paise
       FROM orders WHERE payment_status = 'refund_due'`,
  );
  return { count: Number(row?.count ?? 0), amountPaise: Number(row?.paise ?? 0) };
}

/** Cash-on-delivery orders the studio has not confirmed yet and that still hold their items (decision 026). */
export async function codToConfirm(q: Queryable): Promise<number> {
  const [row] = await q.query<{ count: number | string }>(
    `SELECT count(*) AS count FROM orders WHERE order_status = 'pending' AND payment_method = $1 AND stock_held`,
    [PAYMENT_METHOD_COD],
  );
  return Number(row?.count ?? 0);
}
