import { Type, type Static } from '@sinclair/typebox';
import { errorResponses, Nullable } from './common';
import { OrderRequest, PaymentMethod, PaymentStatus } from './orders';

/** What both link-creating routes answer (SPEC section 7: success, message, paymentLink). */
export const PaymentLinkResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  paymentLink: Type.String(),
  orderId: Type.String(),
  orderNumber: Type.String(),
  amount: Type.Number(),
  /** Until when the order's items (pieces or class seats) are held for this payment. */
  heldUntil: Nullable(Type.String()),
});
export type PaymentLinkResponse = Static<typeof PaymentLinkResponse>;

/**
 * SPEC payload: orderId, amount, user fields. Only orderId and userPhone are read: the amount is the order's
 * own total, and userPhone is the contact mobile of a workshop booking (a product order has its shipping phone).
 */
export const CreatePaymentBody = Type.Object({
  orderId: Type.String({ minLength: 1, maxLength: 100 }),
  userPhone: Type.Optional(Type.String({ maxLength: 30 })),
});
export type CreatePaymentBody = Static<typeof CreatePaymentBody>;

/**
 * SPEC payload: { orderData, paymentData }. Prices, totals, statuses and user fields in it are ignored; the
 * order service decides whether the address (products) or paymentData.userPhone (workshops only) will do.
 */
export const CreatePaymentIntentBody = Type.Object({
  orderData: OrderRequest,
  paymentData: Type.Optional(Type.Object({ userPhone: Type.Optional(Type.String({ maxLength: 30 })) })),
});
export type CreatePaymentIntentBody = Static<typeof CreatePaymentIntentBody>;

export const PaymentVerification = Type.Object({
  orderNumber: Type.String(),
  paymentStatus: PaymentStatus,
  amount: Type.Number(),
  paymentMethod: PaymentMethod,
});
export type PaymentVerification = Static<typeof PaymentVerification>;

export const GatewayLookup = Type.Object({
  success: Type.Boolean(),
  orderId: Type.String(),
  paymentStatus: PaymentStatus,
});
export type GatewayLookup = Static<typeof GatewayLookup>;

/** POST /api/payment/create: a new link for an existing unpaid order (Retry Payment). */
export const createPaymentRoute = {
  body: CreatePaymentBody,
  response: { 200: PaymentLinkResponse, 201: PaymentLinkResponse, ...errorResponses },
} as const;

/** POST /api/payment/create-intent: the order and its payment link in one call. */
export const createPaymentIntentRoute = {
  body: CreatePaymentIntentBody,
  response: { 200: PaymentLinkResponse, 201: PaymentLinkResponse, ...errorResponses },
} as const;

/** GET /api/payment/status/:orderId (no sign-in, like the public order). */
export const paymentStatusRoute = {
  params: Type.Object({ orderId: Type.String({ maxLength: 100 }) }),
  response: { 200: PaymentVerification, ...errorResponses },
} as const;

/** GET /api/payment/status-by-gateway/:gatewayOrder */
export const gatewayLookupRoute = {
  params: Type.Object({ gatewayOrder: Type.String({ minLength: 1, maxLength: 200 }) }),
  response: { 200: GatewayLookup, ...errorResponses },
} as const;

/**
 * POST /api/payment/webhook/:gateway: the gateway's signed event. Its body is kept as raw text (the signature
 * covers the exact bytes) and parsed by the gateway adapter once verified, so only the answer is declared.
 */
export const paymentWebhookRoute = {
  response: { 200: Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean() }), ...errorResponses },
} as const;

const callbackParam = Type.Optional(Type.String({ maxLength: 200 }));

/** GET /api/payment/callback/razorpay: the query Razorpay's redirect brings; trusted only once its signature checks. */
export const razorpayCallbackRoute = {
  querystring: Type.Object({
    razorpay_payment_id: callbackParam,
    razorpay_payment_link_id: callbackParam,
    razorpay_payment_link_reference_id: callbackParam,
    razorpay_payment_link_status: callbackParam,
    razorpay_signature: callbackParam,
  }),
} as const;
