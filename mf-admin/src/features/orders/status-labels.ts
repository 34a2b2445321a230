/** The owner's words for the API's statuses (docs/payments.md). */
export const ORDER_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  processing: 'Processing',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};

export const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value;
