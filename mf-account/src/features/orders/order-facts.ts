import type { AccountOrder } from './orders-api';

export type StatusStyle = 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'confirmed';

const labels: Record<StatusStyle, string> = {
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  confirmed: 'Confirmed',
};

/** SPEC section 4: unknown statuses display as confirmed; a missing status shows Confirmed. */
export function statusOf(order: Pick<AccountOrder, 'orderStatus' | 'status'>): { style: StatusStyle; label: string } {
  const raw = String(order.orderStatus ?? order.status ?? '').toLowerCase();
  const style: StatusStyle = raw in labels ? (raw as StatusStyle) : 'confirmed';
  return { style, label: labels[style] };
}

/** Orders can be cancelled only before they ship (SPEC section 4 policy). */
export function canCancel(order: AccountOrder): boolean {
  const { style } = statusOf(order);
  return style === 'processing' || style === 'confirmed';
}

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
