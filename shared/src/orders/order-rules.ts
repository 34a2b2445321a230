/**
 * What the API lets a shopper do with an order, in one place for the API and the account pages, so a button
 * never offers what the server refuses. Plain functions, no TypeBox: the server loads this file directly
 * through `@mitti/shared/orders`. The status sets are the contract's (`contracts/order-status-values`); each
 * subset here `satisfies` them, so a misspelt or removed status fails the type check.
 */

import {
  CARD_OR_UPI,
  CASH_ON_DELIVERY,
  ORDER_STATUS_VALUES,
  PAYMENT_STATUS_VALUES,
  type OrderStatusValue,
  type PaymentStatusValue,
} from '../contracts/order-status-values';

export { CARD_OR_UPI, CASH_ON_DELIVERY, ORDER_STATUS_VALUES, PAYMENT_STATUS_VALUES };
export type ServerOrderStatus = OrderStatusValue;
export type ServerPaymentStatus = PaymentStatusValue;

/** Statuses in which the shopper may still cancel (nothing has left the studio yet). */
export const CANCELLABLE_STATUSES: readonly string[] = [
  'pending',
  'processing',
  'confirmed',
] satisfies ServerOrderStatus[];

/** PATCH /api/orders/:id/cancel accepts the order (anything else is a 409). */
export function isCancellable(orderStatus: string | null | undefined): boolean {
  return CANCELLABLE_STATUSES.includes(orderStatus ?? '');
}

/** The payment statuses that mean the money was taken (paid, or taken and owed back, or given back). */
export const MONEY_TAKEN_STATUSES: readonly string[] = [
  'paid',
  'refund_due',
  'refunded',
] satisfies ServerPaymentStatus[];

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

/** How long an unpaid online order (pieces or class seats) holds its items from Place Order (decision 006). */
export const RESERVATION_MINUTES = 30;

/** A cash-on-delivery order the studio has not confirmed yet (it holds its items until `heldUntil`). */
export function awaitsCodConfirmation(order: {
  orderStatus: string | null | undefined;
  paymentMethod: string | null | undefined;
}): boolean {
  return order.orderStatus === 'pending' && order.paymentMethod === CASH_ON_DELIVERY;
}

/** What decides whether an order has a GST invoice (decision 027). */
export interface InvoiceFacts {
  orderStatus: string | null | undefined;
  paymentStatus: string | null | undefined;
  paymentMethod: string | null | undefined;
}

/** Once the studio has confirmed a cash-on-delivery order it is dispatched with its invoice. */
const COD_INVOICED_STATUSES: readonly string[] = [
  'confirmed',
  'processing',
  'shipped',
  'delivered',
] satisfies ServerOrderStatus[];

/**
 * Why GET /api/orders/:id/invoice answers 409 for the order, or null when its invoice is due: an order paid
 * online (pieces, class seats or both, decision 037), or a cash-on-delivery one the studio has confirmed (it
 * travels with the parcel; a delivered one has been paid). The account's and the confirmation page's
 * "Download invoice" follow it. An invoice already issued stays downloadable whatever the order becomes (the
 * API's own check).
 */
export function invoiceRefusal(order: InvoiceFacts): string | null {
  if (order.orderStatus === 'cancelled' || order.orderStatus === 'failed') {
    return `This order is ${order.orderStatus}, so no invoice is issued for it.`;
  }
  if (order.paymentMethod === CASH_ON_DELIVERY) {
    return COD_INVOICED_STATUSES.includes(order.orderStatus ?? '')
      ? null
      : 'This cash-on-delivery order is awaiting confirmation: its invoice is issued once the studio confirms it.';
  }
  return order.paymentStatus === 'paid'
    ? null
    : 'This order has not been paid yet: its invoice is issued once payment is received.';
}

export const isInvoiceDue = (order: InvoiceFacts): boolean => invoiceRefusal(order) === null;

export {
  priceChangedMessage,
  priceChanges,
  PRICE_CHANGED_ADVICE,
  totalChangedMessage,
  type PriceChange,
} from './confirmed-prices';
