/**
 * What the API lets a shopper do with an order, in one place for the API and the account pages, so a button
 * never offers what the server refuses. Plain functions, no imports: the server loads this file directly
 * through `@mitti/shared/orders`.
 */

/** The order statuses the API defines (docs/payments.md). */
export const ORDER_STATUS_VALUES = [
  'pending',
  'processing',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'failed',
] as const;
/** The payment statuses the API defines. */
export const PAYMENT_STATUS_VALUES = ['pending', 'paid', 'failed', 'cancelled', 'refund_due', 'refunded'] as const;

export type ServerOrderStatus = (typeof ORDER_STATUS_VALUES)[number];
export type ServerPaymentStatus = (typeof PAYMENT_STATUS_VALUES)[number];

/** Statuses in which the shopper may still cancel (nothing has left the studio yet). */
export const CANCELLABLE_STATUSES: readonly string[] = ['pending', 'processing', 'confirmed'];

/** PATCH /api/orders/:id/cancel accepts the order (anything else is a 409). */
export function isCancellable(orderStatus: string | null | undefined): boolean {
  return CANCELLABLE_STATUSES.includes(orderStatus ?? '');
}

/** The payment statuses that mean the money was taken (paid, or taken and owed back, or given back). */
export const MONEY_TAKEN_STATUSES: readonly string[] = ['paid', 'refund_due', 'refunded'];

/**
 * POST /api/payment/create takes a new payment for the order: it awaits online payment, or its attempt
 * failed or lapsed, and no money was taken. (The server may still answer 409 when its items sold out.)
 */
export function isPayableOnline(orderStatus: string | null | undefined, paymentStatus: string | null | undefined) {
  if (MONEY_TAKEN_STATUSES.includes(paymentStatus ?? '')) return false;
  return orderStatus === 'pending' || orderStatus === 'failed';
}

/**
 * The owner's status changes (PATCH /api/orders/:id/status, decision 024): forward through the studio's work,
 * cancelled only before shipping (the SPEC's policy), nothing out of delivered, cancelled or failed. An
 * unpaid online order (pending) can only be cancelled: its payment, not the owner, moves it on. Keeping the
 * status is allowed to add a note.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<ServerOrderStatus, readonly ServerOrderStatus[]>> = {
  pending: ['cancelled'],
  processing: ['confirmed', 'shipped', 'delivered', 'cancelled'],
  confirmed: ['processing', 'shipped', 'delivered', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  failed: [],
};

/** The statuses the owner may move an order to from `from` (the API answers 409 to any other). */
export function nextOrderStatuses(from: string | null | undefined): readonly ServerOrderStatus[] {
  return ORDER_STATUS_TRANSITIONS[from as ServerOrderStatus] ?? [];
}

export function canChangeOrderStatus(from: string | null | undefined, to: string): boolean {
  return nextOrderStatuses(from).includes(to as ServerOrderStatus);
}
