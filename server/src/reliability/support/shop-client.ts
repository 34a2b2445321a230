import type { FastifyInstance } from 'fastify';
import { address, withTestAddress } from '../../test/order-test-kit';
import { testAuth } from './test-verifier';

/** Calls of the shop as distinct shoppers (test tokens), for races between many of them. */
export function shopClient(app: FastifyInstance) {
  return {
    order: (uid: string, body: object, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...testAuth(uid), ...headers },
        payload: withTestAddress(body) as object,
      }),
    checkout: (uid: string, items: object[], extra: object = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/payment/create-intent',
        headers: testAuth(uid),
        payload: { orderData: { items, shippingAddress: address, paymentMethod: 'online', ...extra }, paymentData: {} },
      }),
    pay: (paymentLink: string, outcome = 'success') =>
      app.inject({ method: 'POST', url: new URL(paymentLink).pathname, payload: { outcome } }),
    payLink: (uid: string, orderId: string) =>
      // With the contact mobile a workshop booking is paid with (a product order has its shipping phone).
      app.inject({
        method: 'POST',
        url: '/api/payment/create',
        headers: testAuth(uid),
        payload: { orderId, userPhone: address.phone },
      }),
  };
}
