import { Type, type Static } from '@sinclair/typebox';
import { errorResponses, StringEnum } from './common';
import { ORDER_TEXT_LIMITS } from './form-limits';
import { Order, OrderIdParams, OrderStatus, PaymentStatus } from './orders';

const isoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** How an order is paid, as the owner's list filters it: cash on delivery or card / UPI. */
export const ADMIN_PAYMENT_METHODS = ['cod', 'online'] as const;

/** GET /api/admin/orders: every filter optional; query values arrive as strings. */
export const AdminOrderQuery = Type.Object({
  status: Type.Optional(OrderStatus),
  paymentStatus: Type.Optional(PaymentStatus),
  method: Type.Optional(StringEnum(ADMIN_PAYMENT_METHODS)),
  from: Type.Optional(isoDate),
  to: Type.Optional(isoDate),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,5}$' })),
  pageSize: Type.Optional(Type.String({ pattern: '^(?:[1-9]|[1-9]\\d|100)$' })),
});
export type AdminOrderQuery = Static<typeof AdminOrderQuery>;

/**
 * A page of orders, what the shop owes back on cancelled paid orders not yet refunded, and how many
 * cash-on-delivery orders wait for the studio's call.
 */
export const AdminOrderPage = Type.Object({
  orders: Type.Array(Order),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  refundsOwed: Type.Object({ count: Type.Integer(), amount: Type.Number() }),
  /** Cash-on-delivery orders waiting for the studio's confirmation call (decision 026). */
  codToConfirm: Type.Object({ count: Type.Integer() }),
});
export type AdminOrderPage = Static<typeof AdminOrderPage>;

/** POST /api/admin/orders/:id/refunded: the refund was paid back, with an optional note. */
export const MarkRefundedBody = Type.Object({
  note: Type.Optional(Type.String({ maxLength: ORDER_TEXT_LIMITS.adminNote })),
});
export type MarkRefundedBody = Static<typeof MarkRefundedBody>;

export const listAdminOrdersRoute = {
  querystring: AdminOrderQuery,
  response: { 200: AdminOrderPage, ...errorResponses },
} as const;

export const adminOrderRoute = {
  params: OrderIdParams,
  response: { 200: Order, ...errorResponses },
} as const;

export const markRefundedRoute = {
  params: OrderIdParams,
  body: MarkRefundedBody,
  response: { 200: Order, ...errorResponses },
} as const;
