// Slow: a thousand seeded inputs for each route.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from '@jest/globals';
import { address } from '../test/order-test-kit';
import { anyBody, anyJson, anyString, badQuantity, fuzzRoute, junkSegment, querySuffix } from './support/fuzz-kit';
import { testAuth } from './support/test-verifier';

const REAL_IDS = ['forest-green-mug', 'tenmoku-tumbler'];

/** Items that can never all be ordered: unknown ids, bad quantities, bad types, too many or none. */
const badItems = fc.oneof(
  fc.constant([]),
  fc.array(fc.record({ id: anyString({ maxLength: 30 }).map((s) => `fuzz-${s}`), quantity: fc.nat(5) }), {
    minLength: 1,
    maxLength: 4,
  }),
  fc.array(fc.record({ id: fc.constantFrom(...REAL_IDS), quantity: badQuantity }), { minLength: 1, maxLength: 3 }),
  fc.array(fc.record({ id: fc.constantFrom(...REAL_IDS), quantity: fc.constant(1), type: anyString() }), {
    minLength: 1,
  }),
  fc.constant(Array.from({ length: 51 }, () => ({ id: 'forest-green-mug', quantity: 1 }))),
  anyJson({ maxDepth: 1 }).filter((v) => !Array.isArray(v)),
);

/** A plausible order whose items are always unacceptable, with junk in every other field. */
const badOrderBody = fc.record(
  {
    items: badItems,
    paymentMethod: fc.oneof(fc.constantFrom('Cash on Delivery', 'online'), anyJson({ maxDepth: 1 })),
    shippingAddress: fc.oneof(fc.constant(address), fc.dictionary(anyString(), anyString(), { maxKeys: 4 })),
    notes: anyString({ maxLength: 40 }),
    guestOrderId: anyString({ maxLength: 20 }),
    totalAmount: fc.double(),
    userId: anyString(),
  },
  { requiredKeys: ['items'] },
);

const idempotency = fc.oneof(
  fc.constant({}),
  fc.string({ maxLength: 30 }).map((key) => ({ 'idempotency-key': key.replace(/[\r\n]/g, '') })),
);

describe('fuzzing order writes (fast-check, 1,000 cases per route): only 4xx, database unchanged', () => {
  it('POST /api/orders', async () => {
    const { statuses } = await fuzzRoute({
      method: 'POST',
      request: () =>
        fc.record({
          url: querySuffix.map((q) => `/api/orders${q}`),
          payload: fc.oneof(badOrderBody, anyBody),
          headers: idempotency.map((h) => ({ ...testAuth('fuzzer'), ...h })),
        }),
    });
    expect(statuses[500]).toBeUndefined();
  });

  let orderId = '';
  const placeOrder = async (app: FastifyInstance) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: testAuth('fuzzer'),
      payload: { items: [{ id: 'forest-green-mug', quantity: 1 }], paymentMethod: 'Cash on Delivery' },
    });
    orderId = response.json<{ id: string }>().id;
  };
  const orderPath = (suffix: string) =>
    fc
      .tuple(fc.oneof(junkSegment, fc.constant('ORDER')), querySuffix)
      .map(([id, q]) => `/api/orders/${id === 'ORDER' ? orderId : id}/${suffix}${q}`);

  it('PATCH /api/orders/:id/cancel', async () => {
    const badReason = fc.oneof(
      fc.constantFrom('', '   ', '\n\t', 'x'.repeat(501)),
      anyJson({ maxDepth: 1 }).filter((v) => typeof v !== 'string'),
    );
    await fuzzRoute({
      method: 'PATCH',
      setup: placeOrder,
      request: () =>
        fc.record({
          url: orderPath('cancel'),
          payload: fc.oneof(
            fc.record({ reason: badReason }),
            anyJson().filter((v) => !isObjectWithReason(v)),
          ),
          headers: fc.constant(testAuth('fuzzer')),
        }),
    });
  });

  it('PATCH /api/orders/:id/status (as an admin)', async () => {
    const badStatus = fc
      .oneof(anyString({ maxLength: 12 }), anyJson({ maxDepth: 1 }))
      .filter((v) => !['processing', 'confirmed', 'shipped', 'delivered', 'cancelled', 'pending'].includes(String(v)));
    await fuzzRoute({
      method: 'PATCH',
      setup: placeOrder,
      request: () =>
        fc.record({
          url: orderPath('status'),
          payload: fc.oneof(
            fc.record({ orderStatus: badStatus, adminNote: anyString({ maxLength: 20 }) }),
            anyBody.filter((v) => !isObjectWith(v, 'orderStatus')),
          ),
          headers: fc.constant(testAuth('fuzz-admin', true)),
        }),
    });
  });

  it('POST /api/payment/create-intent', async () => {
    await fuzzRoute({
      method: 'POST',
      request: () =>
        fc.record({
          url: querySuffix.map((q) => `/api/payment/create-intent${q}`),
          payload: fc.oneof(
            fc.record({ orderData: badOrderBody, paymentData: anyJson({ maxDepth: 1 }) }),
            fc.record({ orderData: anyBody }),
            anyBody,
          ),
          headers: idempotency.map((h) => ({ ...testAuth('fuzzer'), ...h })),
        }),
    });
  });
});

function isObjectWith(value: unknown, key: string): boolean {
  return typeof value === 'object' && value !== null && key in value;
}

function isObjectWithReason(value: unknown): boolean {
  return isObjectWith(value, 'reason');
}
