import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { GATEWAY_TIMEOUT_MESSAGE } from '../features/payments/gateway-timeout';
import type { PaymentGateway } from '../features/payments/payment-gateway';
import { address, refOf, sendWebhook, webhookSecret } from '../test/order-test-kit';
import { createSandboxGateway } from '../features/payments/sandbox/sandbox-gateway';
import { createTestDatabase } from '../test/test-app';
import { fingerprint } from './support/db-fingerprint';
import { shopClient } from './support/shop-client';
import { testVerifier } from './support/test-verifier';

const API = 'http://api.mitti.test';
const ITEM = { id: 'sand-dune-dinner-plate', quantity: 1 };

describe('payment webhooks under attack (sandbox gateway)', () => {
  let db: Database;
  let app: FastifyInstance;
  let intent: { orderId: string; ref: string; amountPaise: number };
  let n = 0;
  const event = (outcome: string, extra = {}) => ({
    id: `evt_rel_${++n}`,
    gatewayOrderRef: intent.ref,
    outcome,
    amountPaise: intent.amountPaise,
    ...extra,
  });
  const orderState = async () =>
    (
      await db.query<{ payment_status: string; order_status: string }>(
        'SELECT payment_status, order_status FROM orders WHERE id = $1',
        [intent.orderId],
      )
    )[0];

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildApp({ db, verifier: testVerifier, publicApiUrl: API });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  }, 60_000);
  beforeEach(async () => {
    const body = (await shopClient(app).checkout('payer', [ITEM])).json<{
      orderId: string;
      paymentLink: string;
      amount: number;
    }>();
    intent = { orderId: body.orderId, ref: refOf(body.paymentLink), amountPaise: Math.round(body.amount * 100) };
  }, 60_000);

  it.each<[string, { mutate?: (raw: string) => string; secret?: string; timestamp?: number }, string]>([
    [
      'one tampered byte',
      { mutate: (raw: string) => raw.replace('"success"', '"succesS"') },
      'Invalid webhook signature.',
    ],
    ['a missing signature', { mutate: (raw: string) => raw, secret: '' }, 'Missing or malformed webhook signature.'],
    [
      'a timestamp 10 minutes old',
      { timestamp: Math.floor(Date.now() / 1000) - 600 },
      'Webhook signature timestamp is too old.',
    ],
    ['another secret', { secret: 'someone-elses-secret-key' }, 'Invalid webhook signature.'],
  ])('%s: 400 and no state change', async (_name, options, message) => {
    const before = await fingerprint(db);
    const send =
      options.secret === ''
        ? app.inject({
            method: 'POST',
            url: '/api/payment/webhook/sandbox',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(event('success')),
          })
        : sendWebhook(app, event('success'), options);
    const response = await send;
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(await fingerprint(db)).toEqual(before);
  });

  it('an amount that does not match the order (correctly signed): 400 and no state change', async () => {
    const before = await fingerprint(db);
    const response = await sendWebhook(app, event('success', { amountPaise: intent.amountPaise - 1 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The paid amount does not match the order total.');
    expect(await fingerprint(db)).toEqual(before);
  });

  it('a replayed event changes nothing the second time', async () => {
    const success = event('success');
    expect((await sendWebhook(app, success)).json()).toEqual({ received: true, duplicate: false });
    const before = await fingerprint(db);
    expect((await sendWebhook(app, success)).json()).toEqual({ received: true, duplicate: true });
    expect(await fingerprint(db)).toEqual(before);
    expect(await orderState()).toEqual({ payment_status: 'paid', order_status: 'processing' });
  });

  it('events out of order: a late failure never downgrades a paid order', async () => {
    await sendWebhook(app, event('success'));
    for (const outcome of ['card_declined', 'cancelled', 'insufficient_funds']) {
      expect((await sendWebhook(app, event(outcome))).statusCode).toBe(200);
    }
    expect(await orderState()).toEqual({ payment_status: 'paid', order_status: 'processing' });
    const [payment] = await db.query<{ status: string }>('SELECT status FROM payments WHERE gateway_order_ref = $1', [
      intent.ref,
    ]);
    expect(payment?.status).toBe('paid');
  });
});

describe('gateway timeout on payment link creation', () => {
  it('answers a clear retryable 503, stores nothing, and a retry creates exactly one order and link', async () => {
    const db = await createTestDatabase();
    const sandbox = createSandboxGateway({ publicApiUrl: API, webhookSecret });
    let hangs = 1;
    const flaky: PaymentGateway = {
      ...sandbox,
      createLink: (order) => (hangs-- > 0 ? new Promise(() => undefined) : sandbox.createLink(order)),
    };
    const app = await buildApp({
      db,
      verifier: testVerifier,
      publicApiUrl: API,
      paymentGateway: flaky,
      gatewayTimeoutMs: 100,
    });
    try {
      const before = await fingerprint(db);
      const key = { 'idempotency-key': 'checkout-timeout-0001' };
      const checkout = () =>
        app.inject({
          method: 'POST',
          url: '/api/payment/create-intent',
          headers: { authorization: 'Bearer test:slow', ...key },
          payload: { orderData: { items: [ITEM], shippingAddress: { ...address } } },
        });
      const timedOut = await checkout();
      expect(timedOut.statusCode).toBe(503);
      expect(timedOut.headers['retry-after']).toBe('5');
      expect(timedOut.json()).toEqual({ error: GATEWAY_TIMEOUT_MESSAGE, statusCode: 503 });
      expect(await fingerprint(db)).toEqual(before);

      const retried = await checkout();
      const again = await checkout();
      expect(retried.statusCode).toBe(201);
      expect(again.json()).toEqual(retried.json());
      const [counts] = await db.query<{ orders: number; payments: number }>(
        `SELECT (SELECT count(*)::int FROM orders WHERE user_id = 'slow') AS orders,
                (SELECT count(*)::int FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.user_id = 'slow') AS payments`,
      );
      expect(counts).toEqual({ orders: 1, payments: 1 });
    } finally {
      await app.close();
      await db.close();
    }
  });
});
