import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../test/emulator-users';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { OrderDto } from './order-dto';
import { address, postOrder, stockOf } from '../../test/order-test-kit';

describe('orders API: creating orders', () => {
  let testApp: TestApp;
  let shopper: EmulatorUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    shopper = await createEmulatorUser({ displayName: 'Asha Rao' });
  }, 60_000);
  afterAll(() => testApp.close(), 60_000);

  it('prices from the catalogue and ignores client names, subtotals, status and user id', async () => {
    const response = await postOrder(testApp.app, shopper, {
      // The price and total the shopper confirmed are the shop's: checked, not taken (decision 038).
      items: [{ id: 'speckled-oat-serving-bowl', quantity: 2, price: 1299.5, name: 'Cheap' }],
      totalAmount: 2649,
      total: 1,
      subtotal: 1,
      shipping: 0,
      orderStatus: 'delivered',
      status: 'delivered',
      paymentStatus: 'paid',
      userId: 'someone-else',
      userEmail: 'evil@example.com',
      paymentMethod: 'Cash on Delivery',
      shippingAddress: address,
    });
    expect(response.statusCode).toBe(201);
    const order = response.json<OrderDto>();
    // 2 x Rs. 1299.50 = 2599, above 1500: free shipping; cash on delivery adds its Rs. 50 fee (decision 026).
    expect(order).toMatchObject({
      subtotal: 2599,
      shipping: 0,
      codFee: 50,
      totalAmount: 2649,
      total: 2649,
      userId: shopper.uid,
      userEmail: shopper.email,
      userName: 'Asha Rao',
      // Cash on delivery waits for the studio's confirmation (decision 026).
      orderStatus: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'Cash on Delivery',
      orderType: 'product',
      shippingAddress: address,
    });
    expect(order.items).toEqual([
      expect.objectContaining({ id: 'speckled-oat-serving-bowl', name: 'Speckled Oat Serving Bowl', price: 1299.5 }),
    ]);
    expect(order.items[0]).toMatchObject({ quantity: 2, type: 'product', lineTotal: 2599 });
    expect(order.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.orderNumber).toMatch(new RegExp(`^MS-${new Date().getFullYear()}-\\d{6}$`));
  });

  it('charges Rs. 150 shipping up to Rs. 1500 and ships workshop-only orders free', async () => {
    const small = await postOrder(testApp.app, shopper, { items: [{ id: 'terracotta-dahi-handi', quantity: 1 }] });
    expect(small.json<OrderDto>()).toMatchObject({ subtotal: 450, shipping: 150, totalAmount: 600 });
    const exactly = await postOrder(testApp.app, shopper, {
      items: [
        { id: 'porcelain-rice-bowls', quantity: 1 },
        { id: 'tenmoku-tumbler', quantity: 1 },
      ],
    });
    expect(exactly.json<OrderDto>()).toMatchObject({ subtotal: 1500, shipping: 150, totalAmount: 1650 });
    const workshop = await postOrder(testApp.app, shopper, {
      items: [{ id: 'wheel-throwing-for-beginners', quantity: 1, type: 'workshop' }],
    });
    expect(workshop.statusCode).toBe(201);
    expect(workshop.json<OrderDto>()).toMatchObject({
      subtotal: 2500,
      shipping: 0,
      totalAmount: 2500,
      orderType: 'workshop',
    });
    expect(workshop.json<OrderDto>().items[0]?.workshopDetails).toMatchObject({ instructor: expect.any(String) });
  });

  it('keeps paise exact: 3 x Rs. 1299.50', async () => {
    const response = await postOrder(testApp.app, shopper, {
      items: [{ id: 'speckled-oat-serving-bowl', quantity: 3 }],
    });
    expect(response.json<OrderDto>()).toMatchObject({ subtotal: 3898.5, totalAmount: 3898.5 });
  });

  it.each([
    [{ items: [{ id: 'no-such-pot', quantity: 1 }] }, 'Unknown product: no-such-pot'],
    [{ items: [{ id: 'no-such-class', quantity: 1, type: 'workshop' }] }, 'Unknown workshop: no-such-class'],
    [
      { items: [{ id: 'forest-green-mug', quantity: 0 }] },
      'Quantity for item forest-green-mug must be a whole number of at least 1.',
    ],
    [
      { items: [{ id: 'forest-green-mug', quantity: -2 }] },
      'Quantity for item forest-green-mug must be a whole number of at least 1.',
    ],
    [
      { items: [{ id: 'forest-green-mug', quantity: 1.5 }] },
      'Quantity for item forest-green-mug must be a whole number of at least 1.',
    ],
    [
      { items: [{ id: 'forest-green-mug', quantity: '2' }] },
      'Quantity for item forest-green-mug must be a whole number of at least 1.',
    ],
    [{ items: [{ id: 'forest-green-mug', quantity: 26 }] }, 'Only 25 of Forest Green Mug available; you asked for 26.'],
    [
      {
        items: [
          { id: 'forest-green-mug', quantity: 20 },
          { id: 'forest-green-mug', quantity: 6 },
        ],
      },
      'Only 25 of Forest Green Mug available; you asked for 26.',
    ],
    [{ items: [{ id: 'ocean-ramen-bowl', quantity: 1 }] }, 'Ocean Ramen Bowl is out of stock'],
    [{ items: [] }, 'An order needs at least one item.'],
  ])('refuses %j with a clear 400', async (body, message) => {
    const response = await postOrder(testApp.app, shopper, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it('takes nothing when one line of an order does not fit, naming that line', async () => {
    const mug = await stockOf(testApp.app, 'forest-green-mug');
    const bowl = await stockOf(testApp.app, 'speckled-oat-serving-bowl');
    const refusals: [unknown[], string][] = [
      [
        [
          { id: 'speckled-oat-serving-bowl', quantity: 1 },
          { id: 'ocean-ramen-bowl', quantity: 1 },
        ],
        'Ocean Ramen Bowl is out of stock',
      ],
      [
        [
          { id: 'forest-green-mug', quantity: 1 },
          { id: 'no-such-pot', quantity: 1 },
        ],
        'Unknown product: no-such-pot',
      ],
      [
        [
          { id: 'forest-green-mug', quantity: 1 },
          { id: 'speckled-oat-serving-bowl', quantity: 1 },
          { id: 'forest-green-mug', quantity: mug },
        ],
        `Only ${mug} of Forest Green Mug available; you asked for ${mug + 1}.`,
      ],
      [
        [{ id: 'forest-green-mug', quantity: 5_000_000_000 }],
        'Quantity for item forest-green-mug can be at most 100000.',
      ],
    ];
    for (const [items, message] of refusals) {
      const response = await postOrder(testApp.app, shopper, { items, paymentMethod: 'Cash on Delivery' });
      expect([response.statusCode, response.json().error]).toEqual([400, expect.stringContaining(message)]);
    }
    expect(await stockOf(testApp.app, 'forest-green-mug')).toBe(mug);
    expect(await stockOf(testApp.app, 'speckled-oat-serving-bowl')).toBe(bowl);
  });

  it('refuses a malformed body and a bad shipping address with 400', async () => {
    const noItems = await postOrder(testApp.app, shopper, { notes: 'hi' });
    expect(noItems.statusCode).toBe(400);
    const badAddress = await postOrder(testApp.app, shopper, {
      items: [{ id: 'forest-green-mug', quantity: 1 }],
      shippingAddress: { ...address, zipCode: '' },
    });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().error).toBe('Shipping address: PIN Code is required');
  });

  it("answers a Hindi page's order in Hindi: the address's problem, a sold-out piece, a missing sign-in (decision 117)", async () => {
    const hindi = { 'accept-language': 'hi' };
    const mug = await stockOf(testApp.app, 'forest-green-mug');
    const badAddress = await postOrder(
      testApp.app,
      shopper,
      { items: [{ id: 'forest-green-mug', quantity: 1 }], shippingAddress: { ...address, zipCode: '' } },
      hindi,
    );
    expect([badAddress.statusCode, badAddress.json().error]).toEqual([400, 'शिपिंग पता: पिन कोड ज़रूरी है']);
    const tooMany = await postOrder(
      testApp.app,
      shopper,
      { items: [{ id: 'forest-green-mug', quantity: mug + 1 }] },
      hindi,
    );
    expect([tooMany.statusCode, tooMany.json().error]).toEqual([
      400,
      `Forest Green Mug के केवल ${mug} उपलब्ध हैं; आपने ${mug + 1} माँगे।`,
    ]);
    const signedOut = await testApp.app.inject({ method: 'POST', url: '/api/orders', headers: hindi, payload: {} });
    expect([signedOut.statusCode, signedOut.json().error]).toEqual([401, 'लॉग इन ज़रूरी है। कृपया लॉग इन करें।']);
    expect(await stockOf(testApp.app, 'forest-green-mug')).toBe(mug);
  });

  it('takes stock at creation and never lets it go below zero', async () => {
    const before = await stockOf(testApp.app, 'salt-fired-nesting-bowls');
    const response = await postOrder(testApp.app, shopper, {
      items: [{ id: 'salt-fired-nesting-bowls', quantity: before }],
    });
    expect(response.statusCode).toBe(201);
    expect(await stockOf(testApp.app, 'salt-fired-nesting-bowls')).toBe(0);
    const more = await postOrder(testApp.app, shopper, { items: [{ id: 'salt-fired-nesting-bowls', quantity: 1 }] });
    expect(more.statusCode).toBe(400);
    expect(more.json().error).toBe('Salt-Fired Nesting Bowls (Set of 3) is out of stock');
  });

  it('requires sign-in', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/orders', payload: { items: [] } });
    expect(response.statusCode).toBe(401);
  });

  it('merges a guest order once per user: a repeat returns the existing order', async () => {
    const body = {
      items: [{ id: 'kulhad-chai-cups', quantity: 2 }],
      guestOrderId: 'guest-123',
      paymentMethod: 'Cash on Delivery',
    };
    const first = await postOrder(testApp.app, shopper, body);
    expect(first.statusCode).toBe(201);
    expect(first.json<OrderDto>()).toMatchObject({
      guestOrderId: 'guest-123',
      isGuestOrder: true,
      // A merged guest order is cash on delivery: it waits for the studio's confirmation like any other.
      orderStatus: 'pending',
    });
    const stock = await stockOf(testApp.app, 'kulhad-chai-cups');
    const again = await postOrder(testApp.app, shopper, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<OrderDto>().id).toBe(first.json<OrderDto>().id);
    expect(await stockOf(testApp.app, 'kulhad-chai-cups')).toBe(stock);
    const other = await createEmulatorUser();
    const otherUser = await postOrder(testApp.app, other, body);
    expect(otherUser.statusCode).toBe(201);
    expect(otherUser.json<OrderDto>().id).not.toBe(first.json<OrderDto>().id);
  });

  it('lists only the caller’s own orders, newest first; another uid is 403', async () => {
    const own = await testApp.app.inject({
      method: 'GET',
      url: `/api/orders/user/${shopper.uid}`,
      headers: bearer(shopper),
    });
    expect(own.statusCode).toBe(200);
    const { orders } = own.json<{ orders: OrderDto[] }>();
    expect(orders.length).toBeGreaterThanOrEqual(5);
    expect(orders.every((o) => o.userId === shopper.uid)).toBe(true);
    const times = orders.map((o) => o.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const stranger = await createEmulatorUser();
    const denied = await testApp.app.inject({
      method: 'GET',
      url: `/api/orders/user/${shopper.uid}`,
      headers: bearer(stranger),
    });
    expect(denied.statusCode).toBe(403);
    const anonymous = await testApp.app.inject({ method: 'GET', url: `/api/orders/user/${shopper.uid}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
