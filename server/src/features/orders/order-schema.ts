import { errorResponses } from '../../lib/error-schema';
import { ORDER_STATUSES } from './order-row';

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const nullable = (type: string) => ({ type: [type, 'null'] }) as const;

/**
 * Shapes only: whether an address can be delivered to (fields present, India, PIN code, mobile) is decided by
 * the shared rules (`@mitti/shared/address`) in the order service, which answer with the checkout's messages.
 */
export const shippingAddressSchema = {
  type: 'object',
  properties: {
    firstName: { type: 'string', maxLength: 100 },
    lastName: { type: 'string', maxLength: 100 },
    address: { type: 'string', maxLength: 300 },
    city: { type: 'string', maxLength: 100 },
    state: { type: 'string', maxLength: 100 },
    zipCode: { type: 'string', maxLength: 12 },
    country: { type: 'string', maxLength: 60 },
    phone: { type: 'string', maxLength: 30 },
  },
} as const;

/** Only ids, quantities and item types are read; prices or names sent by the client are ignored. */
export const orderRequestSchema = {
  type: 'object',
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['id', 'quantity'],
        properties: {
          id: text(200),
          // Checked by the pricing code, which names the item in its message.
          quantity: {},
          type: { type: 'string', enum: ['product', 'workshop'] },
        },
      },
    },
    shippingAddress: shippingAddressSchema,
    /** How the studio reaches the shopper about a workshop-only order (nothing is shipped). */
    contactPhone: { type: 'string', maxLength: 30 },
    paymentMethod: { type: 'string', maxLength: 60 },
    /** standard (default), express or same-day: checked against the PIN code by the order service. */
    shippingOption: { type: 'string', maxLength: 20 },
    notes: { type: 'string', maxLength: 1000 },
    guestOrderId: { type: 'string', pattern: '^[\\w.:-]{1,100}$' },
  },
} as const;

const addressResponse = { ...shippingAddressSchema, type: ['object', 'null'] } as const;

/** When and where a class is: the confirmation page shows it instead of a shipping address. */
const workshopDetailsResponse = {
  type: 'object',
  properties: {
    instructor: { type: 'string' },
    date: { type: 'string' },
    time: { type: 'string' },
    location: { type: 'string' },
    duration: { type: 'integer' },
    materials: { type: 'string' },
  },
} as const;

const itemResponse = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    price: { type: 'number' },
    quantity: { type: 'integer' },
    type: { type: 'string' },
    imageUrl: nullable('string'),
    lineTotal: { type: 'number' },
    workshopDetails: workshopDetailsResponse,
  },
} as const;

export const orderResponseSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    orderNumber: { type: 'string' },
    userId: { type: 'string' },
    userEmail: nullable('string'),
    userName: nullable('string'),
    items: { type: 'array', items: itemResponse },
    subtotal: { type: 'number' },
    shipping: { type: 'number' },
    shippingOption: { type: 'string' },
    codFee: { type: 'number' },
    totalAmount: { type: 'number' },
    total: { type: 'number' },
    orderStatus: { type: 'string' },
    status: { type: 'string' },
    paymentMethod: { type: 'string' },
    paymentStatus: { type: 'string' },
    orderType: { type: 'string' },
    notes: nullable('string'),
    shippingAddress: addressResponse,
    contactPhone: nullable('string'),
    guestOrderId: nullable('string'),
    isGuestOrder: { type: 'boolean' },
    adminNotes: nullable('string'),
    cancelReason: nullable('string'),
    failureReason: nullable('string'),
    refundAmount: nullable('number'),
    refundPercent: nullable('integer'),
    refundedAt: nullable('string'),
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

/** The serializer drops anything not listed here, so private fields cannot leak by accident. */
export const publicOrderResponseSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    orderNumber: { type: 'string' },
    createdAt: { type: 'string' },
    orderStatus: { type: 'string' },
    paymentStatus: { type: 'string' },
    paymentMethod: { type: 'string' },
    subtotal: { type: 'number' },
    shipping: { type: 'number' },
    shippingOption: { type: 'string' },
    codFee: { type: 'number' },
    totalAmount: { type: 'number' },
    shippingAddress: addressResponse,
    failureReason: nullable('string'),
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          quantity: { type: 'integer' },
          type: { type: 'string' },
          price: { type: 'number' },
          lineTotal: { type: 'number' },
          workshopDetails: workshopDetailsResponse,
        },
      },
    },
  },
} as const;

export const orderIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: text(100) },
} as const;

export const createOrderSchema = {
  body: orderRequestSchema,
  response: { 200: orderResponseSchema, 201: orderResponseSchema, ...errorResponses },
} as const;

export const listUserOrdersSchema = {
  params: { type: 'object', required: ['uid'], properties: { uid: text(128) } },
  response: {
    200: { type: 'object', properties: { orders: { type: 'array', items: orderResponseSchema } } },
    ...errorResponses,
  },
} as const;

export const publicOrderSchema = {
  params: orderIdParams,
  response: { 200: publicOrderResponseSchema, ...errorResponses },
} as const;

export const cancelOrderSchema = {
  params: orderIdParams,
  body: {
    type: 'object',
    required: ['reason'],
    properties: { reason: { type: 'string', minLength: 1, maxLength: 500, pattern: '\\S' } },
  },
  response: { 200: orderResponseSchema, ...errorResponses },
} as const;

export const updateStatusSchema = {
  params: orderIdParams,
  body: {
    type: 'object',
    required: ['orderStatus'],
    properties: {
      orderStatus: { type: 'string', enum: [...ORDER_STATUSES] },
      adminNote: { type: 'string', maxLength: 1000 },
    },
  },
  response: { 200: orderResponseSchema, ...errorResponses },
} as const;
