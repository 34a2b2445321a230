import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createEmulatorUser, type EmulatorUser } from '../../test/emulator-users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expireReservations } from './order-stock';
import { createIntent, getOrder, postOrder, refOf, stockOf } from '../../test/order-test-kit';

const PRODUCT = 'speckled-oat-serving-bowl';

describe('stock under concurrency', () => {
  let testApp: TestApp;
  let shoppers: EmulatorUser[];

  beforeAll(async () => {
    testApp = await createTestApp();
    shoppers = await Promise.all(Array.from({ length: 20 }, () => createEmulatorUser()));
  }, 60_000);
  afterAll(() => testApp.close(), 60_000);

  it('the last unit under 20 concurrent checkouts goes to exactly one order, which alone can be paid', async () => {
    await testApp.db.query('UPDATE products SET stock = 1 WHERE id = $1', [PRODUCT]);
    const responses = await Promise.all(
      shoppers.map((s) => createIntent(testApp.app, s, [{ id: PRODUCT, quantity: 1 }])),
    );
    const winners = responses.filter((r) => r.statusCode === 201);
    expect(winners).toHaveLength(1);
    for (const loser of responses.filter((r) => r.statusCode !== 201)) {
      expect([400, 409]).toContain(loser.statusCode);
      expect(loser.json().error).toMatch(/Speckled Oat Serving Bowl is out of stock/);
    }
    expect(await stockOf(testApp.app, PRODUCT)).toBe(0);
    const orders = await testApp.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE items @> $1::jsonb',
      [JSON.stringify([{ id: PRODUCT }])],
    );
    expect(orders[0]?.n).toBe(1);
    const win = winners[0]!.json<{ paymentLink: string; orderId: string }>();
    const paid = await testApp.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${refOf(win.paymentLink)}`,
      payload: { outcome: 'success' },
    });
    expect(paid.headers.location).toContain('status=success');
    expect(await stockOf(testApp.app, PRODUCT)).toBe(0);
  });

  it('20 concurrent quick orders for 3 units: exactly 3 succeed and stock stops at zero', async () => {
    await testApp.db.query('UPDATE products SET stock = 3 WHERE id = $1', [PRODUCT]);
    const responses = await Promise.all(
      shoppers.map((s) =>
        postOrder(testApp.app, s, { items: [{ id: PRODUCT, quantity: 1 }], paymentMethod: 'Cash on Delivery' }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(await stockOf(testApp.app, PRODUCT)).toBe(0);
  });

  it('an expired reservation gives the unit back; a late success then cannot be fulfilled and is marked failed', async () => {
    await testApp.db.query('UPDATE products SET stock = 1 WHERE id = $1', [PRODUCT]);
    const [first, second] = shoppers as [EmulatorUser, EmulatorUser];
    const late = (await createIntent(testApp.app, first, [{ id: PRODUCT, quantity: 1 }])).json<{
      paymentLink: string;
      orderId: string;
    }>();
    await testApp.db.query("UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE id = $1", [
      late.orderId,
    ]);
    await testApp.db.transaction((tx) => expireReservations(tx));
    expect(await stockOf(testApp.app, PRODUCT)).toBe(1);
    expect(await getOrder(testApp.app, first, late.orderId)).toMatchObject({
      orderStatus: 'failed',
      failureReason: 'Payment was not completed within 30 minutes, so the items were released.',
    });
    const prompt = await createIntent(testApp.app, second, [{ id: PRODUCT, quantity: 1 }]);
    expect(prompt.statusCode).toBe(201);

    const paidLate = await testApp.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${refOf(late.paymentLink)}`,
      payload: { outcome: 'success' },
    });
    expect(paidLate.headers.location).toContain('status=failed&error=out_of_stock');
    const order = await getOrder(testApp.app, first, late.orderId);
    expect(order).toMatchObject({ orderStatus: 'failed', paymentStatus: 'refund_due' });
    expect(order.failureReason).toMatch(/out of stock.*refunded/);
    expect(await stockOf(testApp.app, PRODUCT)).toBe(0);
  });
});
