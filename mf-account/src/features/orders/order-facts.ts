import type { AccountOrder } from './orders-api';

export function itemsSubtotal(order: AccountOrder): number {
  return order.subtotal ?? order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

/** SPEC section 3: the total is totalAmount, or total, or amount. */
export function orderTotal(order: AccountOrder): number {
  return order.totalAmount ?? order.total ?? order.amount ?? itemsSubtotal(order) + (order.shipping ?? 0);
}

export function shippingOf(order: AccountOrder): number {
  return order.shipping ?? Math.max(0, orderTotal(order) - itemsSubtotal(order));
}

/** The reference shoppers see: orderNumber, else the id. */
export function orderReference(order: AccountOrder): string {
  return order.orderNumber || order.id;
}

/**
 * A booking of classes alone (issue 53): nothing ships, so it has no shipping line, and the shopper cancels a
 * booking, not an order. The API says so in `orderType`; an order without it is read from its items.
 */
export function isClassBooking(order: AccountOrder): boolean {
  if (order.orderType) return order.orderType === 'workshop';
  return order.items.length > 0 && order.items.every((item) => item.type === 'workshop' || !!item.workshopDetails);
}
