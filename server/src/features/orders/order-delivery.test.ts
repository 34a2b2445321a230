import { ADDRESS_REQUIRED, INDIA_ONLY } from '@mitti/shared/address';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../../app';
import { databaseTargets, type DatabaseTarget } from '../../reliability/support/targets';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../test/emulator-users';
import { testApiUrl } from '../../test/test-app';
import type { OrderDto, PublicOrderDto } from './order-dto';
import { address, postOrder, stockOf } from '../../test/order-test-kit';

const MUG = { id: 'forest-green-mug', quantity: 1 };
const CLASS = { id: 'wheel-throwing-for-beginners', quantity: 1, type: 'workshop' };
const BAD_PIN = 'Shipping address: Enter a valid 6-digit PIN code';
const BAD_MOBILE = 'Enter a valid Indian mobile number';

/** Issue 19: every order can be delivered (India only); a workshop booking needs a contact mobile instead. */
describe.each(databaseTargets)('order delivery rules on $name', ({ create }) => {
  let target: DatabaseTarget;
  let app: FastifyInstance;
  let shopper: EmulatorUser;

  beforeAll(async () => {
    target = await create();
    app = await buildApp({ db: target.db, publicApiUrl: testApiUrl });
    shopper = await createEmulatorUser();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await target?.dispose();
  }, 60_000);

  const ordersOf = async (user: EmulatorUser) =>
    (await app.inject({ method: 'GET', url: `/api/orders/user/${user.uid}`, headers: bearer(user) })).json<{
      orders: OrderDto[];
    }>().orders;

  const intent = (user: EmulatorUser, orderData: object, paymentData: object = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/payment/create-intent',
      headers: bearer(user),
      payload: { orderData: { paymentMethod: 'online', ...orderData }, paymentData },
    });

  const refusals: [string, object, string][] = [
    ['no address', { shippingAddress: undefined }, ADDRESS_REQUIRED],
    ['a US address', { shippingAddress: { ...address, country: 'United States', zipCode: '94105' } }, INDIA_ONLY],
    ['PIN 4000', { shippingAddress: { ...address, zipCode: '4000' } }, BAD_PIN],
    ['PIN ABCDEF', { shippingAddress: { ...address, zipCode: 'ABCDEF' } }, BAD_PIN],
    ['PIN 012345', { shippingAddress: { ...address, zipCode: '012345' } }, BAD_PIN],
    ['phone 1234567890', { shippingAddress: { ...address, phone: '1234567890' } }, `Shipping address: ${BAD_MOBILE}`],
    ['no phone', { shippingAddress: { ...address, phone: undefined } }, 'Shipping address: Phone is required'],
    ['a blank city', { shippingAddress: { ...address, city: '  ' } }, 'Shipping address: City is required'],
  ];

  it.each(refusals)('POST /api/orders refuses a product order with %s, taking nothing', async (_, extra, message) => {
    const user = await createEmulatorUser();
    const stock = await stockOf(app, MUG.id);
    const response = await postOrder(app, user, { items: [MUG], paymentMethod: 'Cash on Delivery', ...extra });
    expect([response.statusCode, response.json().error]).toEqual([400, message]);
    expect(await stockOf(app, MUG.id)).toBe(stock);
    expect(await ordersOf(user)).toEqual([]);
  });

  it.each(refusals)('POST /api/payment/create-intent refuses a product order with %s', async (_, extra, message) => {
    const user = await createEmulatorUser();
    const response = await intent(user, { items: [MUG], shippingAddress: address, ...extra });
    expect([response.statusCode, response.json().error]).toEqual([400, message]);
    expect(await ordersOf(user)).toEqual([]);
  });

  it('refuses a mixed order (products and a class) without an address', async () => {
    const response = await intent(shopper, { items: [MUG, CLASS] }, { userPhone: '9876543210' });
    expect([response.statusCode, response.json().error]).toEqual([400, ADDRESS_REQUIRED]);
  });

  it('accepts an Indian address as typed and stores it normalised, its phone as the contact', async () => {
    const typed = { ...address, zipCode: '400 001', phone: '98765 43210', city: ' Mumbai ' };
    const response = await postOrder(app, shopper, {
      items: [MUG],
      paymentMethod: 'Cash on Delivery',
      shippingAddress: typed,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<OrderDto>()).toMatchObject({
      orderStatus: 'pending',
      shippingAddress: { ...address, zipCode: '400001', city: 'Mumbai', phone: '+919876543210' },
      contactPhone: '+919876543210',
    });
    const paid = await intent(shopper, { items: [MUG], shippingAddress: { ...address, phone: '+91 98765 43210' } });
    expect(paid.statusCode).toBe(201);
    const order = (await ordersOf(shopper)).find((o) => o.id === paid.json<{ orderId: string }>().orderId);
    expect(order?.shippingAddress).toEqual(address);
  });

  it('merges a guest order that carries an address, and refuses one without', async () => {
    const user = await createEmulatorUser();
    const merged = await postOrder(app, user, { items: [MUG], guestOrderId: 'guest-1', shippingAddress: address });
    expect(merged.statusCode).toBe(201);
    expect(merged.json<OrderDto>()).toMatchObject({ isGuestOrder: true, shippingAddress: address });
    const bare = await postOrder(app, user, { items: [MUG], guestOrderId: 'guest-2', shippingAddress: undefined });
    expect([bare.statusCode, bare.json().error]).toEqual([400, ADDRESS_REQUIRED]);
  });

  it('books a class without an address; paying for it needs a valid Indian mobile, which is kept', async () => {
    const user = await createEmulatorUser();
    const booked = await postOrder(app, user, { items: [CLASS], paymentMethod: 'pending' });
    expect(booked.statusCode).toBe(201);
    const order = booked.json<OrderDto>();
    expect(order).toMatchObject({ orderType: 'workshop', shipping: 0, shippingAddress: null, contactPhone: null });

    const pay = (userPhone?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payment/create',
        headers: bearer(user),
        payload: { orderId: order.id, amount: 1, ...(userPhone === undefined ? {} : { userPhone }) },
      });
    expect((await pay()).json().error).toBe('Contact phone: Phone is required');
    const bad = await pay('1234567890');
    expect([bad.statusCode, bad.json().error]).toEqual([400, `Contact phone: ${BAD_MOBILE}`]);
    expect((await ordersOf(user))[0]?.contactPhone).toBeNull();

    const ok = await pay('+91 98765 43210');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, paymentLink: expect.any(String) });
    expect((await ordersOf(user))[0]).toMatchObject({ contactPhone: '+919876543210', shippingAddress: null });
    // Retry Payment later: no phone, or an account phone that is not an Indian mobile, keeps the one given.
    expect((await pay()).statusCode).toBe(200);
    expect((await pay('+1 415 555 0100')).statusCode).toBe(200);
    expect((await ordersOf(user))[0]?.contactPhone).toBe('+919876543210');
    expect((await pay('70000 12345')).statusCode).toBe(200);
    expect((await ordersOf(user))[0]?.contactPhone).toBe('+917000012345');
  });

  it('creates a workshop-only payment intent with a contact mobile and no address', async () => {
    const user = await createEmulatorUser();
    const missing = await intent(user, { items: [CLASS] });
    expect([missing.statusCode, missing.json().error]).toEqual([400, 'Contact phone: Phone is required']);
    const bad = await intent(user, { items: [CLASS] }, { userPhone: '1234567890' });
    expect([bad.statusCode, bad.json().error]).toEqual([400, `Contact phone: ${BAD_MOBILE}`]);
    expect(await ordersOf(user)).toEqual([]);

    const ok = await intent(user, { items: [CLASS] }, { userPhone: '919876543210' });
    expect(ok.statusCode).toBe(201);
    const [order] = await ordersOf(user);
    expect(order).toMatchObject({ shippingAddress: null, contactPhone: '+919876543210', shipping: 0 });
  });

  it('refuses cash on delivery for a class booking before asking for its mobile (decision 026)', async () => {
    const codOnly = 'Cash on delivery is for products only: workshop seats are paid online.';
    const missing = await postOrder(app, shopper, { items: [CLASS], paymentMethod: 'Cash on Delivery' });
    expect([missing.statusCode, missing.json().error]).toEqual([400, codOnly]);
    const withMobile = await postOrder(app, shopper, {
      items: [CLASS],
      paymentMethod: 'Cash on Delivery',
      contactPhone: '98765 43210',
    });
    expect([withMobile.statusCode, withMobile.json().error]).toEqual([400, codOnly]);
  });

  it("shows a class's date, time and place on the public confirmation, and no contact phone", async () => {
    const response = await intent(shopper, { items: [CLASS] }, { userPhone: '9876543210' });
    const publicOrder = await app.inject({
      method: 'GET',
      url: `/api/orders/public/${response.json<{ orderId: string }>().orderId}`,
    });
    const body = publicOrder.json<PublicOrderDto & { contactPhone?: string }>();
    expect(body.shipsTo).toBeNull();
    expect(body.contactPhone).toBeUndefined();
    expect(body.items[0]?.workshopDetails).toEqual({
      instructor: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      time: expect.any(String),
      location: expect.any(String),
      duration: expect.any(Number),
      materials: expect.any(String),
    });
  });

  it('will not take payment for an older product order that has no address', async () => {
    const response = await intent(shopper, { items: [MUG], shippingAddress: address });
    const orderId = response.json<{ orderId: string }>().orderId;
    await target.db.query('UPDATE orders SET shipping_address = NULL WHERE id = $1', [orderId]);
    const pay = await app.inject({
      method: 'POST',
      url: '/api/payment/create',
      headers: bearer(shopper),
      payload: { orderId },
    });
    expect([pay.statusCode, pay.json().error]).toEqual([400, ADDRESS_REQUIRED]);
  });
});
