import { CASH_ON_DELIVERY, isCancellable, isPayableOnline, MONEY_TAKEN_STATUSES } from '@mitti/shared/orders';
import type { AccountOrder } from './orders-api';
import type { StatusText } from '../../words/words';

/** The SPEC's styles (processing, shipped, delivered, cancelled, confirmed) and the API's unpaid states. */
export type StatusStyle =
  | 'processing'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'confirmed'
  | 'awaiting-payment'
  | 'awaiting-confirmation'
  | 'payment-failed'
  | 'failed';

const labels: Record<StatusStyle, StatusText> = {
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  confirmed: 'Confirmed',
  'awaiting-payment': 'Awaiting payment',
  'awaiting-confirmation': 'Awaiting confirmation',
  'payment-failed': 'Payment failed',
  failed: 'Order failed',
};

type StatusFields = Pick<
  AccountOrder,
  'orderStatus' | 'status' | 'paymentStatus' | 'paymentMethod' | 'orderType' | 'shippingAddress'
>;

const orderStatusOf = (order: StatusFields) => String(order.orderStatus ?? order.status ?? '').toLowerCase();
const paymentStatusOf = (order: StatusFields) => String(order.paymentStatus ?? '').toLowerCase();

function styleOf(order: StatusFields): StatusStyle {
  const status = orderStatusOf(order);
  const payment = paymentStatusOf(order);
  switch (status) {
    case 'processing':
    case 'shipped':
    case 'delivered':
    case 'cancelled':
    case 'confirmed':
      return status;
    // Online orders before their payment: the payment decides what the shopper is told.
    case 'pending':
      // Cash on delivery waits for the studio's confirmation call, not for a payment (decision 026).
      if (order.paymentMethod === CASH_ON_DELIVERY && payment === 'pending') return 'awaiting-confirmation';
      if (payment === 'paid' || payment === 'success') return 'processing';
      if (payment === 'refund_due' || payment === 'refunded') return 'failed';
      return payment === 'failed' ? 'payment-failed' : 'awaiting-payment';
    // Could not be fulfilled: the payment lapsed or failed (payable again), or came when the items were gone.
    case 'failed':
      return MONEY_TAKEN_STATUSES.includes(payment) ? 'failed' : 'payment-failed';
    // SPEC section 4: unknown statuses display as confirmed; a missing status shows Confirmed.
    default:
      return 'confirmed';
  }
}

/** The order's style and its label, an English text the page says in its words. */
export function statusOf(order: StatusFields): { style: StatusStyle; label: StatusText } {
  const style = styleOf(order);
  return { style, label: labels[style] };
}

const paymentLabels: Partial<Record<string, StatusText>> = {
  paid: 'Paid',
  success: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
  cancelled: 'Cancelled',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};

/**
 * The payment status in words (a text the page says in its words); SPEC section 4: values it does not know are shown
 * as they are, neutrally.
 */
export function paymentStatusLabel(
  order: StatusFields,
): { label: StatusText; known: true } | { label: string; known: false } {
  const payment = paymentStatusOf(order) || 'pending';
  if (payment === 'pending' && order.paymentMethod === CASH_ON_DELIVERY) {
    return { label: 'Due on delivery', known: true };
  }
  const label = paymentLabels[payment];
  return label ? { label, known: true } : { label: String(order.paymentStatus), known: false };
}

/** Mirrors PATCH /api/orders/:id/cancel (shared rule): only before the order ships. */
export function canCancel(order: StatusFields): boolean {
  return isCancellable(orderStatusOf(order));
}

/** Mirrors POST /api/payment/create (shared rule): an unpaid online order can be paid again. */
export function canPay(order: StatusFields): boolean {
  // The API takes no payment for a product order it cannot deliver (made before addresses were required).
  if (order.orderType === 'product' && !order.shippingAddress) return false;
  // Cash on delivery is paid to the courier (the API answers 409).
  if (order.paymentMethod === CASH_ON_DELIVERY) return false;
  return isPayableOnline(orderStatusOf(order), paymentStatusOf(order) || 'pending');
}
