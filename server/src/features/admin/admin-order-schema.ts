import { ORDER_STATUS_VALUES, PAYMENT_STATUS_VALUES } from '@mitti/shared/orders';
import { errorResponses } from '../../lib/error-schema';
import { orderIdParams, orderResponseSchema } from '../orders/order-schema';

const isoDate = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

/** GET /api/admin/orders: every filter optional; query values arrive as strings. */
export const listAdminOrdersSchema = {
  querystring: {
    type: 'object',
    properties: {
      status: { type: 'string', enum: [...ORDER_STATUS_VALUES] },
      paymentStatus: { type: 'string', enum: [...PAYMENT_STATUS_VALUES] },
      from: isoDate,
      to: isoDate,
      q: { type: 'string', maxLength: 200 },
      page: { type: 'string', pattern: '^[1-9]\\d{0,5}$' },
      pageSize: { type: 'string', pattern: '^(?:[1-9]|[1-9]\\d|100)$' },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['orders', 'total', 'page', 'pageSize', 'refundsOwed'],
      properties: {
        orders: { type: 'array', items: orderResponseSchema },
        total: { type: 'integer' },
        page: { type: 'integer' },
        pageSize: { type: 'integer' },
        refundsOwed: {
          type: 'object',
          required: ['count', 'amount'],
          properties: { count: { type: 'integer' }, amount: { type: 'number' } },
        },
      },
    },
    ...errorResponses,
  },
} as const;

export const adminOrderSchema = {
  params: orderIdParams,
  response: { 200: orderResponseSchema, ...errorResponses },
} as const;

export const markRefundedSchema = {
  params: orderIdParams,
  body: {
    type: 'object',
    properties: { note: { type: 'string', maxLength: 1000 } },
  },
  response: { 200: orderResponseSchema, ...errorResponses },
} as const;
