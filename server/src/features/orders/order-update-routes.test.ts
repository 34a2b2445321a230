import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../test/emulator-users';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { OrderDto } from './order-dto';
import { address, createIntent, postOrder, refOf, sendWebhook, stockOf } from '../../test/order-test-kit';

describe('orders API: cancel, status and the public view', () => {
  let testApp: TestApp;
  let shopper: EmulatorUser;
  let admin: EmulatorUser;

  const place = async (quantity = 1) => {
    const response = await postOrder(testApp.app, shopper, {
      items: [{ id: 'cobalt-porcelain-tea-cups', quantity }],
      paymentMethod: 'Cash on Delivery',
      shippingAddress: address,
      notes: 'Gift wrap please',
    });
    expect(response.statusCode).toBe(201);
    // The studio confirms a cash-on-delivery order before working on it (decision 026).
    const confirmed = await testApp.app.inject({
      method: 'POST',
      url: `/api/orders/${response.json<OrderDto>().id}/confirm-cod`,
      headers: bearer(admin),
    });
    expect(confirmed.json<OrderDto>().orderStatus).toBe('confirmed');
    return confirmed.json<OrderDto>();
  };
  const patch = (url: string, user: EmulatorUser | null, payload: object) =>
    testApp.app.inject({ method: 'PATCH', url, headers: user ? bearer(user) : {}, payload });

  beforeAll(async () => {
    testApp = await createTestApp();
    [shopper, admin] = await Promise.all([createEmulatorUser(), createEmulatorUser({ admin: true })]);
  }, 60_000);
  afterAll(() => testApp.close(), 60_000);

  it('lets the owner cancel before shipping, with a reason, and gives the stock back', async () => {
    const before = await stockOf(testApp.app, 'cobalt-porcelain-tea-cups');
    const order = await place(2);
    expect(await stockOf(testApp.app, 'cobalt-porcelain-tea-cups')).toBe(before - 2);
    const response = await patch(`/api/orders/${order.id}/cancel`, shopper, { reason: 'Ordered twice' });
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderDto>()).toMatchObject({ orderStatus: 'cancelled', cancelReason: 'Ordered twice' });
    expect(await stockOf(testApp.app, 'cobalt-porcelain-tea-cups')).toBe(before);
    const again = await patch(`/api/orders/${order.id}/cancel`, shopper, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(await stockOf(testApp.app, 'cobalt-porcelain-tea-cups')).toBe(before);
  });

  it('records the refund owed when a paid workshop booking is cancelled in time', async () => {
    // A month from today, whatever day the test runs: the seed's date for this class comes nearer every day.
    const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await testApp.db.query('UPDATE workshops SET date = $2 WHERE id = $1', ['wheel-throwing-for-beginners', inAMonth]);
    const intent = await createIntent(testApp.app, shopper, [
      { id: 'wheel-throwing-for-beginners', quantity: 1, type: 'workshop' },
    ]);
    expect(intent.statusCode).toBe(201);
    const { orderId, paymentLink, amount } = intent.json<{ orderId: string; paymentLink: string; amount: number }>();
    const paid = await sendWebhook(testApp.app, {
      id: `evt-refund-${orderId}`,
      gatewayOrderRef: refOf(paymentLink),
      outcome: 'success',
      amountPaise: Math.round(amount * 100),
    });
    expect(paid.statusCode).toBe(200);

    // 30 days before: 7 or more gives the whole price back.
    const response = await patch(`/api/orders/${orderId}/cancel`, shopper, { reason: 'Cannot make it' });
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderDto>()).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'refund_due',
      refundAmount: amount,
      refundPercent: 100,
    });
  });

  it('owes no refund for an unpaid order', async () => {
    const order = await place();
    const response = await patch(`/api/orders/${order.id}/cancel`, shopper, { reason: 'Changed my mind' });
    expect(response.json<OrderDto>()).toMatchObject({ refundAmount: null, refundPercent: null });
  });

  it('refuses to cancel a shipped order with a clear 409, and someone else’s order with 404', async () => {
    const order = await place();
    const shipped = await patch(`/api/orders/${order.id}/status`, admin, { orderStatus: 'shipped' });
    expect(shipped.statusCode).toBe(200);
    const response = await patch(`/api/orders/${order.id}/cancel`, shopper, { reason: 'Changed my mind' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(
      'This order is shipped and can no longer be cancelled; cancellation is only possible before it ships.',
    );
    const other = await place();
    const stranger = await createEmulatorUser();
    expect((await patch(`/api/orders/${other.id}/cancel`, stranger, { reason: 'x' })).statusCode).toBe(404);
    expect((await patch(`/api/orders/${other.id}/cancel`, shopper, {})).statusCode).toBe(400);
  });

  it('lets only an admin change the status, recording the note', async () => {
    const order = await place();
    expect((await patch(`/api/orders/${order.id}/status`, null, { orderStatus: 'shipped' })).statusCode).toBe(401);
    expect((await patch(`/api/orders/${order.id}/status`, shopper, { orderStatus: 'delivered' })).statusCode).toBe(403);
    const bad = await patch(`/api/orders/${order.id}/status`, admin, { orderStatus: 'teleported' });
    expect(bad.statusCode).toBe(400);
    const ok = await patch(`/api/orders/${order.id}/status`, admin, {
      orderStatus: 'delivered',
      adminNote: 'Left with neighbour',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<OrderDto>()).toMatchObject({
      orderStatus: 'delivered',
      status: 'delivered',
      adminNotes: [{ text: 'Left with neighbour', at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }],
    });
    const missing = await patch('/api/orders/00000000-0000-4000-8000-000000000000/status', admin, {
      orderStatus: 'shipped',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the public view without sign-in, with only confirmation-page fields', async () => {
    const order = await place(2);
    const response = await testApp.app.inject({ method: 'GET', url: `/api/orders/public/${order.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(
      [
        'codFee',
        'createdAt',
        'failureReason',
        'heldUntil',
        'id',
        'items',
        'orderNumber',
        'orderStatus',
        'paymentMethod',
        'shippingOption',
        'paymentStatus',
        'shipping',
        'shipsTo',
        'subtotal',
        'totalAmount',
      ].sort(),
    );
    // Rs. 2,900 of cups ship free; cash on delivery adds its Rs. 50 fee as its own line.
    expect(body).toMatchObject({
      orderNumber: order.orderNumber,
      subtotal: 2900,
      codFee: 50,
      totalAmount: 2950,
      // The town, never the buyer's name, street or phone: the order id travels in payment links.
      shipsTo: { city: address.city, state: address.state, zipCode: address.zipCode, country: address.country },
    });
    expect(body.items).toEqual([
      { name: 'Cobalt Porcelain Tea Cups (Pair)', quantity: 2, type: 'product', price: 1450, lineTotal: 2900 },
    ]);
    const text = response.body;
    const personal = [address.firstName, address.lastName, address.address, address.phone];
    for (const secret of [shopper.uid, shopper.email, 'Gift wrap please', ...personal]) {
      expect(text).not.toContain(secret);
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/api/orders/public/not-a-uuid' })).statusCode).toBe(404);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/orders/public/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });
});
