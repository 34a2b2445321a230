/**
 * The order's status sets, each written once (issue 34). The contract's enums (`OrderStatus`, `PaymentStatus`,
 * `PaymentMethod` in ./orders) wrap these lists, and so do the shopping rules, the owner's labels, the API's
 * row types and the test that holds the database's CHECK constraints to them. No imports: the storefront
 * reads the values through `@mitti/shared/orders` without bringing TypeBox into the browser.
 */

/** The order statuses the API defines (docs/payments.md); `failed`: it could not be fulfilled. */
export const ORDER_STATUS_VALUES = [
  'pending',
  'processing',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'failed',
] as const;

/** The payment statuses the API defines; `refund_due`: money was taken for an order that could not be kept. */
export const PAYMENT_STATUS_VALUES = ['pending', 'paid', 'failed', 'cancelled', 'refund_due', 'refunded'] as const;

/** The payment method of a cash-on-delivery order, as the API stores it. */
export const CASH_ON_DELIVERY = 'Cash on Delivery';
/** The payment method of an order paid through the gateway, as the API stores it. */
export const CARD_OR_UPI = 'Card / UPI';
export const PAYMENT_METHOD_VALUES = [CASH_ON_DELIVERY, CARD_OR_UPI] as const;

/** What an order line is: a piece to ship or a seat in a class. */
export const LINE_KIND_VALUES = ['product', 'workshop'] as const;

export type OrderStatusValue = (typeof ORDER_STATUS_VALUES)[number];
export type PaymentStatusValue = (typeof PAYMENT_STATUS_VALUES)[number];
export type PaymentMethodValue = (typeof PAYMENT_METHOD_VALUES)[number];
export type LineKindValue = (typeof LINE_KIND_VALUES)[number];

/** The statuses an admin may set: all but `failed`, which only the payment flow sets. */
export const SETTABLE_ORDER_STATUSES = ORDER_STATUS_VALUES.filter(
  (status): status is Exclude<OrderStatusValue, 'failed'> => status !== 'failed',
);
