import { errorResponses } from '../../lib/error-schema';
import { orderRequestSchema } from '../orders/order-schema';

const linkResponse = {
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    paymentLink: { type: 'string' },
    orderId: { type: 'string' },
    orderNumber: { type: 'string' },
    amount: { type: 'number' },
  },
} as const;

/**
 * SPEC payload: orderId, amount, user fields. Only orderId and userPhone are read: the amount is the order's
 * own total, and userPhone is the contact mobile of a workshop booking (a product order has its shipping phone).
 */
export const createPaymentSchema = {
  body: {
    type: 'object',
    required: ['orderId'],
    properties: {
      orderId: { type: 'string', minLength: 1, maxLength: 100 },
      userPhone: { type: 'string', maxLength: 30 },
    },
  },
  response: { 200: linkResponse, 201: linkResponse, ...errorResponses },
} as const;

/**
 * SPEC payload: { orderData, paymentData }. Prices, totals, statuses and user fields in it are ignored; the
 * order service decides whether the address (products) or paymentData.userPhone (workshops only) will do.
 */
export const createIntentSchema = {
  body: {
    type: 'object',
    required: ['orderData'],
    properties: {
      orderData: orderRequestSchema,
      paymentData: { type: 'object', properties: { userPhone: { type: 'string', maxLength: 30 } } },
    },
  },
  response: { 200: linkResponse, 201: linkResponse, ...errorResponses },
} as const;

export const paymentStatusSchema = {
  params: { type: 'object', required: ['orderId'], properties: { orderId: { type: 'string', maxLength: 100 } } },
  response: {
    200: {
      type: 'object',
      properties: {
        orderNumber: { type: 'string' },
        paymentStatus: { type: 'string' },
        amount: { type: 'number' },
        paymentMethod: { type: 'string' },
      },
    },
    ...errorResponses,
  },
} as const;

export const gatewayLookupSchema = {
  params: {
    type: 'object',
    required: ['gatewayOrder'],
    properties: { gatewayOrder: { type: 'string', minLength: 1, maxLength: 200 } },
  },
  response: {
    200: {
      type: 'object',
      properties: { success: { type: 'boolean' }, orderId: { type: 'string' }, paymentStatus: { type: 'string' } },
    },
    ...errorResponses,
  },
} as const;
