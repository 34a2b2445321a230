import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createEmulatorUser, type EmulatorUser } from '../../test/emulator-users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createIntent, getOrder, refOf, sendWebhook, stockOf } from '../../test/order-test-kit';

describe('payment webhook (sandbox gateway)', () => {
  let testApp: TestApp;
  let shopper: EmulatorUser;
  let intent: { orderId: string; ref: string; amountPaise: number };
  let eventNumber = 0;
  const nextId = () => `evt_test_${++eventNumber}`;
  const snapshot = async () => ({
    order: await getOrder(testApp.app, shopper, intent.orderId),
    stock: await stockOf(testApp.app, 'sand-dune-dinner-plate'),
  });

  beforeAll(async () => {
    testApp = await createTestApp();
    shopper = await createEmulatorUser();
  }, 60_000);
  afterAll(() => testApp.close(), 60_000);
  beforeEach(async () => {
    const response = await createIntent(testApp.app, shopper, [{ id: 'sand-dune-dinner-plate', quantity: 2 }]);
    const body = response.json<{ orderId: string; paymentLink: string; amount: number }>();
    intent = { orderId: body.orderId, ref: refOf(body.paymentLink), amountPaise: Math.round(body.amount * 100) };
  }, 60_000);

  const event = (outcome: string, overrides = {}) => ({
    id: nextId(),
    gatewayOrderRef: intent.ref,
    outcome,
    amountPaise: intent.amountPaise,
    ...overrides,
  });

  it('a correctly signed success marks the order paid', async () => {
    const response = await sendWebhook(testApp.app, event('success'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect((await snapshot()).order).toMatchObject({ paymentStatus: 'paid', orderStatus: 'processing' });
  });

  it.each([
    ['a wrong secret', { secret: 'not-the-sandbox-secret-at-all' }, 'Invalid webhook signature.'],
    [
      'one tampered byte',
      { mutate: (raw: string) => raw.replace('"success"', '"succe5s"') },
      'Invalid webhook signature.',
    ],
    [
      'a changed amount',
      { mutate: (raw: string) => raw.replace(/"amountPaise":\d+/, '"amountPaise":1') },
      'Invalid webhook signature.',
    ],
    [
      'a timestamp older than 5 minutes',
      { timestamp: Math.floor(Date.now() / 1000) - 301 },
      'Webhook signature timestamp is too old.',
    ],
  ])('refuses %s with 400 and changes nothing', async (_name, options, message) => {
    const before = await snapshot();
    const response = await sendWebhook(testApp.app, event('success'), options);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a missing signature header', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event('success')),
    });
    expect(response.statusCode).toBe(400);
    expect((await snapshot()).order.paymentStatus).toBe('pending');
  });

  it('a replayed event id changes nothing', async () => {
    const failure = event('card_declined');
    expect((await sendWebhook(testApp.app, failure)).statusCode).toBe(200);
    const afterFailure = await snapshot();
    expect(afterFailure.order.paymentStatus).toBe('failed');
    // Same event id again, even re-signed with the right secret: a duplicate.
    const replay = await sendWebhook(testApp.app, { ...failure, outcome: 'success' });
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await snapshot()).toEqual(afterFailure);
  });

  it('a late failure never downgrades a paid order (events out of order)', async () => {
    await sendWebhook(testApp.app, event('success'));
    const paid = await snapshot();
    for (const outcome of ['card_declined', 'insufficient_funds', 'cancelled']) {
      const late = await sendWebhook(testApp.app, event(outcome));
      expect(late.statusCode).toBe(200);
    }
    expect(await snapshot()).toEqual(paid);
    expect(paid.order.paymentStatus).toBe('paid');
  });

  it('a success arriving after a failure takes the stock again and pays the order', async () => {
    const start = await snapshot();
    await sendWebhook(testApp.app, event('insufficient_funds'));
    expect((await snapshot()).stock).toBe(start.stock + 2);
    await sendWebhook(testApp.app, event('success'));
    const after = await snapshot();
    expect(after.order).toMatchObject({ paymentStatus: 'paid', orderStatus: 'processing' });
    expect(after.stock).toBe(start.stock);
  });

  it('refuses an amount that does not match the payment and an unknown reference', async () => {
    const before = await snapshot();
    const wrong = await sendWebhook(testApp.app, event('success', { amountPaise: intent.amountPaise - 100 }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('The paid amount does not match the order total.');
    expect(await snapshot()).toEqual(before);
    const unknown = await sendWebhook(
      testApp.app,
      event('success', { gatewayOrderRef: 'sbx_000000000000000000000000' }),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('a success for an order cancelled meanwhile is not silently paid: refund due', async () => {
    const cancel = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/orders/${intent.orderId}/cancel`,
      headers: { authorization: `Bearer ${shopper.idToken}` },
      payload: { reason: 'Changed my mind' },
    });
    expect(cancel.statusCode).toBe(200);
    await sendWebhook(testApp.app, event('success'));
    expect((await snapshot()).order).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refund_due' });
  });
});
