import type { OrderStatus, PaymentStatus } from '@mitti/shared';

/** The owner's words for the API's statuses (docs/payments.md); a status without its word fails the type check. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};

/** The word for a status; a value the API does not define is shown as it is. */
export const labelOf = <K extends string>(labels: Record<K, string>, value: string): string =>
  (labels as Record<string, string>)[value] ?? value;
