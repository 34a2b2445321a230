import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { parseEnv } from '../../../config/env';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../../test/emulator-users';
import { startFakeRazorpay, type FakeRazorpay } from '../../../test/fake-razorpay/fake-razorpay';
import { address, createIntent, getOrder, postOrder } from '../../../test/order-test-kit';
import { createTestApp, testApiUrl, type TestApp } from '../../../test/test-app';
import type { OrderDto } from '../../orders/order-dto';
import { CREATE_FAILED_MESSAGE } from './razorpay-client';
import { createRazorpayGateway } from './razorpay-gateway';
import { signCallback, signWebhook } from './razorpay-signature';
import type { RazorpayPaymentLink } from './razorpay-types';

const keys = {
  keyId: 'rzp_test_MittiFake01',
  keySecret: 'fake_key_secret_0001',
  webhookSecret: 'fake_webhook_secret_01',
};
const shopUrl = parseEnv().shopUrl;
const product = 'sand-dune-dinner-plate';
const NOW = 1_767_225_600;

describe('razorpay adapter against a fake Razorpay', () => {
  let fake: FakeRazorpay;
  let testApp: TestApp;
  let shopper: EmulatorUser;
  let eventNumber = 0;

  beforeAll(async () => {
    fake = await startFakeRazorpay({
      ...keys,
      deliverWebhook: async (payload, headers) =>
        (await testApp.app.inject({ method: 'POST', url: '/api/payment/webhook/razorpay', headers, payload }))
          .statusCode,
    });
    const gateway = createRazorpayGateway({
      ...keys,
      apiBase: fake.url,
      callbackUrl: `${testApiUrl}/api/payment/callback/razorpay`,
      timeoutMs: 300,
      now: () => NOW,
    });
    testApp = await createTestApp({ paymentGateway: gateway });
    shopper = await createEmulatorUser();
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  }, 60_000);
  beforeEach(() => fake.setMode('ok'), 60_000);

  // Straight from the table: what is held, whatever the catalogue endpoints cache.
  const stockOf = async (_app: unknown, id: string) => {
    const [row] = await testApp.db.query<{ stock: number | string }>('SELECT stock FROM products WHERE id = $1', [id]);
    return Number(row?.stock);
  };

  async function checkout(headers = {}) {
    const response = await createIntent(testApp.app, shopper, [{ id: product, quantity: 1 }], headers);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ orderId: string; paymentLink: string; amount: number }>();
    const link = [...fake.links.values()].find((l) => l.short_url === body.paymentLink);
    if (!link) throw new Error('no link at the fake');
    return { ...body, link };
  }
  const snapshot = async (orderId: string) => ({
    order: await getOrder(testApp.app, shopper, orderId),
    stock: await stockOf(testApp.app, product),
  });
  const webhook = (
    event: string,
    link: RazorpayPaymentLink,
    options: {
      id?: string;
      secret?: string;
      mutate?: (raw: string) => string;
      linkChanges?: object;
      payment?: object;
    } = {},
  ) => {
    const raw = JSON.stringify({
      entity: 'event',
      event,
      contains: ['payment_link', 'payment'],
      payload: {
        payment_link: { entity: { ...link, ...options.linkChanges } },
        payment: {
          entity: { id: 'pay_T1', amount: link.amount, currency: 'INR', status: 'captured', ...options.payment },
        },
      },
      created_at: NOW,
    });
    return testApp.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/razorpay',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook(options.secret ?? keys.webhookSecret, raw),
        'x-razorpay-event-id': options.id ?? `evt_T${++eventNumber}`,
      },
      payload: options.mutate ? options.mutate(raw) : raw,
    });
  };
  /** The shopper's choice on the fake hosted page (`pay`, or a failure's code): the gateway's redirect back. */
  const chooseOnHostedPage = (link: RazorpayPaymentLink, choice: string) =>
    fetch(`${fake.url}/pay/${link.id}`, {
      method: 'POST',
      body: `choice=${choice}`,
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  /** The shop's answer to the callback the gateway's redirect goes to. */
  const followCallback = (redirect: Response) => {
    const callback = new URL(redirect.headers.get('location') ?? '');
    return testApp.app.inject({ method: 'GET', url: callback.pathname + callback.search });
  };
  const paidLink = (link: RazorpayPaymentLink): RazorpayPaymentLink => ({
    ...link,
    status: 'paid',
    amount_paid: link.amount,
  });

  it('creates a Payment Link with the exact documented request', async () => {
    const { orderId, paymentLink, link, amount } = await checkout();
    const order = await getOrder(testApp.app, shopper, orderId);
    const [create, ...others] = fake.creates(orderId);
    expect(others).toHaveLength(0);
    expect(create?.authorization).toBe(`Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`);
    expect(create?.body).toEqual({
      amount: Math.round(amount * 100),
      currency: 'INR',
      accept_partial: false,
      reference_id: orderId,
      description: `Mitti Studio order ${order.orderNumber}`,
      customer: { name: 'Asha Rao', email: shopper.email, contact: address.phone },
      notify: { sms: false, email: false },
      reminder_enable: false,
      callback_url: `${testApiUrl}/api/payment/callback/razorpay`,
      callback_method: 'get',
      expire_by: NOW + 30 * 60,
      notes: { order_number: order.orderNumber, order_id: orderId },
      options: { checkout: { method: { card: true, upi: true, netbanking: false, wallet: false } } },
    });
    expect(paymentLink).toBe(`${fake.url}/pay/${link.id}`);
    // The link id is the gateway reference.
    const lookup = await testApp.app.inject({ method: 'GET', url: `/api/payment/status-by-gateway/${link.id}` });
    expect(lookup.json()).toEqual({ success: true, orderId, paymentStatus: 'pending' });
  });

  it('hosted page Pay: signed webhook marks paid, callback verified and redirected to success', async () => {
    const { orderId, link } = await checkout();
    const pay = await chooseOnHostedPage(link, 'pay');
    expect(pay.status).toBe(303);
    expect(new URL(pay.headers.get('location') ?? '').pathname).toBe('/api/payment/callback/razorpay');
    const back = await followCallback(pay);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${shopUrl}/payment/confirmation?order_id=${orderId}&status=success`);
    expect((await snapshot(orderId)).order).toMatchObject({ paymentStatus: 'paid', orderStatus: 'processing' });
  });

  it('an order placed from a Hindi page is sent back to the Hindi confirmation page', async () => {
    const { orderId, link } = await checkout({ 'accept-language': 'hi' });
    const back = await followCallback(await chooseOnHostedPage(link, 'pay'));
    expect(back.headers.location).toBe(`${shopUrl}/hi/payment/confirmation?order_id=${orderId}&status=success`);
  });

  it('hosted page Fail: payment.failed maps to card_declined and releases the stock', async () => {
    const before = await stockOf(testApp.app, product);
    const { orderId, link } = await checkout();
    const back = await followCallback(await chooseOnHostedPage(link, 'card_declined'));
    expect(back.headers.location).toBe(
      `${shopUrl}/payment/confirmation?order_id=${orderId}&status=failed&error=card_declined`,
    );
    expect(await snapshot(orderId)).toMatchObject({ order: { paymentStatus: 'failed' }, stock: before });
  });

  it.each([
    ['one changed byte', (s: string) => s.slice(0, -1) + (s.endsWith('0') ? '1' : '0')],
    ['another secret', () => 'wrong'],
  ])('callback with %s in the signature goes to verification_failed and changes nothing', async (_name, tamper) => {
    const { orderId, link } = await checkout();
    const params = {
      razorpay_payment_id: 'pay_Forged0001',
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: orderId,
      razorpay_payment_link_status: 'paid',
    };
    const valid = signCallback(keys.keySecret, params);
    const signature =
      tamper === undefined
        ? valid
        : tamper(valid) === 'wrong'
          ? signCallback('not_the_key_secret', params)
          : tamper(valid);
    const query = new URLSearchParams({ ...params, razorpay_signature: signature });
    const back = await testApp.app.inject({ method: 'GET', url: `/api/payment/callback/razorpay?${query.toString()}` });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${shopUrl}/payment/failed?error=verification_failed&order=${orderId}`);
    expect((await snapshot(orderId)).order.paymentStatus).toBe('pending');
  });

  it('webhook signature: valid applies; one changed byte or another secret is refused and changes nothing', async () => {
    const { orderId, link } = await checkout();
    const before = await snapshot(orderId);
    const tampered = await webhook('payment_link.paid', paidLink(link), {
      mutate: (raw) => raw.replace('"paid"', '"pai d"'),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await webhook('payment_link.paid', paidLink(link), { secret: 'someone_elses_secret' })).statusCode).toBe(
      400,
    );
    expect(await snapshot(orderId)).toEqual(before);
    const valid = await webhook('payment_link.paid', paidLink(link));
    expect(valid.json()).toEqual({ received: true, duplicate: false });
    expect((await snapshot(orderId)).order.paymentStatus).toBe('paid');
  });

  it('dedupes by event id and a late failure never downgrades a paid order', async () => {
    const { orderId, link } = await checkout();
    await webhook('payment_link.paid', paidLink(link), { id: `evt_paid_${orderId}` });
    const paid = await snapshot(orderId);
    const replay = await webhook('payment_link.paid', paidLink(link), { id: `evt_paid_${orderId}` });
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    const late = await webhook('payment.failed', link, {
      payment: { status: 'failed', error_code: 'BAD_REQUEST_ERROR', error_reason: 'card_declined' },
    });
    expect(late.statusCode).toBe(200);
    expect((await webhook('payment_link.expired', { ...link, status: 'expired' as const })).statusCode).toBe(200);
    expect(await snapshot(orderId)).toEqual(paid);
    expect(paid.order).toMatchObject({ paymentStatus: 'paid', orderStatus: 'processing' });
  });

  it('refuses an amount or currency that does not match, changing nothing', async () => {
    const { orderId, link } = await checkout();
    const before = await snapshot(orderId);
    const short = await webhook('payment_link.paid', { ...paidLink(link), amount_paid: link.amount - 100 });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('The paid amount does not match the order total.');
    expect((await webhook('payment_link.paid', { ...paidLink(link), currency: 'USD' })).statusCode).toBe(400);
    expect(await snapshot(orderId)).toEqual(before);
  });

  it('an expired link cancels the order payment and releases the held stock', async () => {
    const before = await stockOf(testApp.app, product);
    const { orderId, link } = await checkout();
    await webhook('payment_link.expired', { ...link, status: 'expired' as const });
    expect(await snapshot(orderId)).toMatchObject({ order: { paymentStatus: 'cancelled' }, stock: before });
  });

  it.each([
    ['a timeout', 'timeout' as const],
    ['a 5xx', 'error' as const],
  ])('%s from the provider is a retryable 503 and leaves no order behind', async (_name, mode) => {
    const stock = await stockOf(testApp.app, product);
    const orders = (
      await testApp.app.inject({ method: 'GET', url: `/api/orders/user/${shopper.uid}`, headers: bearer(shopper) })
    ).json<{ orders: unknown[] }>().orders.length;
    fake.setMode(mode, 800);
    const failed = await createIntent(testApp.app, shopper, [{ id: product, quantity: 1 }], {
      'idempotency-key': `rzp-${mode}-0001`,
    });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error).toBe(CREATE_FAILED_MESSAGE);
    expect(await stockOf(testApp.app, product)).toBe(stock);
    fake.setMode('ok');
    const retry = await createIntent(testApp.app, shopper, [{ id: product, quantity: 1 }], {
      'idempotency-key': `rzp-${mode}-0001`,
    });
    expect(retry.statusCode).toBe(201);
    const list = await testApp.app.inject({
      method: 'GET',
      url: `/api/orders/user/${shopper.uid}`,
      headers: bearer(shopper),
    });
    expect(list.json<{ orders: unknown[] }>().orders).toHaveLength(orders + 1);
  });

  it('Retry Payment after a timed-out create reuses the link the provider made: one create per order', async () => {
    const order = (
      await postOrder(testApp.app, shopper, {
        items: [{ id: product, quantity: 1 }],
        shippingAddress: address,
        paymentMethod: 'online',
      })
    ).json<OrderDto>();
    fake.setMode('timeout', 800);
    const pay = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/payment/create',
        headers: bearer(shopper),
        payload: { orderId: order.id },
      });
    expect((await pay()).statusCode).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 900));
    fake.setMode('ok');
    const retry = await pay();
    expect(retry.statusCode).toBe(200);
    expect(fake.creates(order.id)).toHaveLength(1);
    const [link] = [...fake.links.values()].filter((l) => l.reference_id === order.id);
    expect(retry.json().paymentLink).toBe(link?.short_url);
    expect((await pay()).json().paymentLink).toBe(link?.short_url);
    expect(fake.creates(order.id)).toHaveLength(1);
  });

  it('status reconciliation asks the provider while pending and marks a paid link paid', async () => {
    const { orderId, link } = await checkout();
    fake.setMode('error');
    const down = await testApp.app.inject({ method: 'GET', url: `/api/payment/status/${orderId}` });
    expect(down.statusCode).toBe(200);
    expect(down.json().paymentStatus).toBe('pending');
    fake.setMode('ok');
    Object.assign(link, { status: 'paid', amount_paid: link.amount });
    const creates = fake.creates().length;
    const status = await testApp.app.inject({ method: 'GET', url: `/api/payment/status/${orderId}` });
    expect(status.json().paymentStatus).toBe('paid');
    expect(fake.creates()).toHaveLength(creates);
    expect((await snapshot(orderId)).order.orderStatus).toBe('processing');
  });
});
