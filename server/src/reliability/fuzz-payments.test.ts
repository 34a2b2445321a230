// Slow: a thousand seeded inputs for each route.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, it } from '@jest/globals';
import { address, webhookSecret } from '../test/order-test-kit';
import { signSandboxPayload } from '../features/payments/sandbox/sandbox-signature';
import { anyBody, anyJson, anyString, fuzzRoute, junkSegment, querySuffix } from './support/fuzz-kit';
import { testAuth } from './support/test-verifier';

/** What the shopper and the gateway have open: a cash order (not payable online) and an online one. */
const opened = { codOrderId: '', onlineRef: '', amountPaise: 0 };

async function openOrders(app: FastifyInstance) {
  const cod = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: testAuth('fuzzer'),
    payload: {
      items: [{ id: 'forest-green-mug', quantity: 1 }],
      paymentMethod: 'Cash on Delivery',
      shippingAddress: address,
    },
  });
  opened.codOrderId = cod.json<{ id: string }>().id;
  const intent = await app.inject({
    method: 'POST',
    url: '/api/payment/create-intent',
    headers: testAuth('fuzzer'),
    payload: { orderData: { items: [{ id: 'tenmoku-tumbler', quantity: 1 }], shippingAddress: address } },
  });
  const { paymentLink, amount } = intent.json<{ paymentLink: string; amount: number }>();
  opened.onlineRef = paymentLink.split('/').pop() ?? '';
  opened.amountPaise = Math.round(amount * 100);
}

const outcome = fc.oneof(fc.constantFrom('success', 'card_declined', 'cancelled'), anyJson({ maxDepth: 0 }));

/** Signed with the real secret but never acceptable: an unknown ref, a wrong amount or a malformed event. */
const signedButWrong = fc
  .oneof(
    fc.record({
      id: anyString({ minLength: 1 }),
      gatewayOrderRef: anyString().map((s) => `sbx_fuzz_${s}`),
      outcome,
      amountPaise: fc.integer(),
    }),
    fc.record({
      id: anyString({ minLength: 1 }),
      gatewayOrderRef: fc.constant('REF'),
      outcome,
      amountPaise: fc.integer().filter((n) => n !== opened.amountPaise),
    }),
    fc.dictionary(anyString(), anyJson({ maxDepth: 1 }), { maxKeys: 5 }),
  )
  .map((event) => {
    const raw = JSON.stringify(event).replace('"REF"', JSON.stringify(opened.onlineRef));
    return { payload: raw, headers: { 'x-sandbox-signature': signSandboxPayload(webhookSecret, raw) } };
  });

const unsigned = fc.record({
  payload: anyBody.map((body) => (typeof body === 'string' ? body : JSON.stringify(body))),
  headers: fc.oneof(
    fc.constant({}),
    fc.string().map((s) => ({ 'x-sandbox-signature': s.replace(/[\r\n]/g, '') })),
    fc.nat().map((t) => ({ 'x-sandbox-signature': `t=${t},v1=${'ab'.repeat(32)}` })),
  ),
});

describe('fuzzing payment writes (fast-check, 1,000 cases per route): only 4xx, database unchanged', () => {
  it('POST /api/payment/create', async () => {
    await fuzzRoute({
      method: 'POST',
      setup: openOrders,
      request: () =>
        fc
          .record({
            url: querySuffix.map((q) => `/api/payment/create${q}`),
            payload: fc.oneof(
              fc.record({ orderId: fc.oneof(junkSegment, fc.constant('COD')), amount: fc.double() }),
              anyBody,
            ),
            headers: fc.constant(testAuth('fuzzer')),
          })
          .map((r) => ({ ...r, payload: swapCod(r.payload) })),
    });
  });

  it('POST /api/payment/webhook/sandbox', async () => {
    await fuzzRoute({
      method: 'POST',
      setup: openOrders,
      request: () =>
        fc.tuple(fc.oneof(signedButWrong, unsigned), querySuffix).map(([request, q]) => ({
          url: `/api/payment/webhook/sandbox${q}`,
          ...request,
        })),
    });
  });

  it('POST /sandbox/pay/:ref', async () => {
    await fuzzRoute({
      method: 'POST',
      setup: openOrders,
      request: () =>
        fc.oneof(
          fc.record({
            url: fc.tuple(junkSegment, querySuffix).map(([ref, q]) => `/sandbox/pay/${ref}${q}`),
            payload: fc.oneof(fc.record({ outcome }), anyBody),
          }),
          fc.record({
            url: fc.constant('/sandbox/pay/REF').map(() => `/sandbox/pay/${opened.onlineRef}`),
            payload: fc.oneof(
              fc.record({
                outcome: fc
                  .string()
                  .filter((s) => !['success', 'card_declined', 'insufficient_funds', 'cancelled'].includes(s)),
              }),
              anyJson({ maxDepth: 1 }).filter((v) => !(typeof v === 'object' && v !== null && 'outcome' in v)),
            ),
          }),
        ),
    });
  });
});

function swapCod(payload: unknown): unknown {
  if (typeof payload === 'object' && payload !== null && 'orderId' in payload && payload.orderId === 'COD') {
    return { ...payload, orderId: opened.codOrderId };
  }
  return payload;
}
