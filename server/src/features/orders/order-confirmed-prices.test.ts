import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../../app';
import { shopClient } from '../../reliability/support/shop-client';
import { databaseTargets, type DatabaseTarget } from '../../reliability/support/targets';
import { testAuth, testVerifier } from '../../reliability/support/test-verifier';
import type { OrderDto } from './order-dto';
import { REPLACED_REASON } from './order-replace';

const THALI = 'terracotta-thali-plate';
const CHANGED =
  'The price of Terracotta Thali Plate changed from Rs. 299 to Rs. 349. Please check the new prices and place the order again.';

// Issue 33 row 2: what the shopper sees is what is charged, or nothing is (decision 038).
describe.each(databaseTargets)('orders at the prices the shopper confirmed, on $name', ({ create }) => {
  let target: DatabaseTarget;
  let app: FastifyInstance;
  let shop: ReturnType<typeof shopClient>;

  const setPrice = (rupees: number) =>
    target.db.query('UPDATE products SET price_paise = $1 WHERE id = $2', [rupees * 100, THALI]);
  const stock = async () =>
    (await target.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [THALI]))[0]!.stock;
  const count = async (table: 'orders' | 'payments') =>
    Number((await target.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
  const orderOf = async (uid: string, id: string) =>
    (await app.inject({ method: 'GET', url: `/api/orders/user/${uid}`, headers: testAuth(uid) }))
      .json<{ orders: OrderDto[] }>()
      .orders.find((order) => order.id === id)!;

  beforeAll(async () => {
    target = await create();
    app = await buildApp({ db: target.db, verifier: testVerifier, publicApiUrl: 'http://api.mitti.test' });
    shop = shopClient(app);
    await target.db.query('UPDATE products SET stock = 100 WHERE id = $1', [THALI]);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await target.dispose();
  }, 60_000);

  it('places the order at the confirmed prices and total: Rs. 299 + Rs. 150 shipping is asked as Rs. 449', async () => {
    await setPrice(299);
    const intent = await shop.checkout('asha', [{ id: THALI, quantity: 1, price: 299 }], { totalAmount: 449 });
    expect(intent.statusCode).toBe(201);
    expect(intent.json()).toMatchObject({ amount: 449 });
  });

  it('refuses an order whose price changed between the cart and the payment, taking nothing', async () => {
    await setPrice(299);
    // The shopper added the plate at Rs. 299; the owner makes it Rs. 349 before Place Order.
    await setPrice(349);
    const [stockBefore, orders, payments] = [await stock(), await count('orders'), await count('payments')];

    const intent = await shop.checkout('ravi', [{ id: THALI, quantity: 1, price: 299 }], { totalAmount: 449 });
    expect(intent.statusCode).toBe(409);
    expect(intent.json().error).toBe(CHANGED);
    const cod = await shop.order('ravi', {
      items: [{ id: THALI, quantity: 1, price: 299 }],
      paymentMethod: 'Cash on Delivery',
    });
    expect(cod.statusCode).toBe(409);
    expect(cod.json().error).toBe(CHANGED);
    expect([await stock(), await count('orders'), await count('payments')]).toEqual([stockBefore, orders, payments]);

    // A price cut is a change too: the shopper confirms it before paying less.
    await setPrice(249);
    const cut = await shop.checkout('ravi', [{ id: THALI, quantity: 1, price: 299 }]);
    expect(cut.json().error).toBe(
      'The price of Terracotta Thali Plate changed from Rs. 299 to Rs. 249. Please check the new prices and place the order again.',
    );

    // Confirmed at the new price, it is placed at that price, and that is what the gateway asks.
    const accepted = await shop.checkout('ravi', [{ id: THALI, quantity: 1, price: 249 }], { totalAmount: 399 });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ amount: 399 });
    await setPrice(299);
  });

  it('refuses a confirmed total the shop no longer makes, naming both', async () => {
    await setPrice(299);
    const wrong = await shop.checkout('meera', [{ id: THALI, quantity: 1, price: 299 }], { totalAmount: 299 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error).toBe(
      'The total of this order changed from Rs. 299 to Rs. 449. Please check the new prices and place the order again.',
    );
    // Cash on delivery's total has its fee.
    const cod = await shop.order('meera', {
      items: [{ id: THALI, quantity: 1, price: 299 }],
      paymentMethod: 'Cash on Delivery',
      totalAmount: 499,
    });
    expect(cod.statusCode).toBe(201);
    expect(cod.json<OrderDto>()).toMatchObject({ subtotal: 299, shipping: 150, codFee: 50, totalAmount: 499 });
  });

  it('placing again from the cart replaces the order still awaiting payment, giving its pieces back', async () => {
    await setPrice(299);
    const before = await stock();
    const first = (await shop.checkout('kabir', [{ id: THALI, quantity: 2, price: 299 }])).json<{ orderId: string }>();
    expect(await stock()).toBe(before - 2);
    const again = await shop.checkout('kabir', [{ id: THALI, quantity: 1, price: 299 }], {
      replacesOrderId: first.orderId,
    });
    expect(again.statusCode).toBe(201);
    expect(await stock()).toBe(before - 1);
    expect(await orderOf('kabir', first.orderId)).toMatchObject({
      orderStatus: 'cancelled',
      cancelReason: REPLACED_REASON,
      heldUntil: null,
    });

    // Another shopper's order, or one already paid, is never touched.
    const others = (await shop.checkout('zara', [{ id: THALI, quantity: 1, price: 299 }])).json<{ orderId: string }>();
    const paid = (await shop.checkout('kabir', [{ id: THALI, quantity: 1, price: 299 }])).json<{
      orderId: string;
      paymentLink: string;
    }>();
    expect((await shop.pay(paid.paymentLink)).statusCode).toBeLessThan(400);
    for (const replaced of [others.orderId, paid.orderId]) {
      const placed = await shop.checkout('kabir', [{ id: THALI, quantity: 1, price: 299 }], {
        replacesOrderId: replaced,
      });
      expect(placed.statusCode).toBe(201);
    }
    expect((await orderOf('zara', others.orderId)).orderStatus).toBe('pending');
    expect(await orderOf('kabir', paid.orderId)).toMatchObject({ orderStatus: 'processing', paymentStatus: 'paid' });
  });

  it('placing again from the cart in a tab that never saw the first order replaces it too (decision 074)', async () => {
    // Issue 53: card declined in one tab, the tab closed, the cart placed again from a new tab: the first order
    // held the same pieces until it lapsed, and both could be paid.
    await setPrice(299);
    const before = await stock();
    const fromCart = { placedFrom: 'cart' };
    const first = (await shop.checkout('nila', [{ id: THALI, quantity: 2, price: 299 }], fromCart)).json<{
      orderId: string;
    }>();
    const booking = (
      await shop.checkout('nila', [{ id: THALI, quantity: 1, price: 299 }], { placedFrom: 'workshop:x' })
    ).json<{ orderId: string }>();
    const elsewhere = (await shop.checkout('nila', [{ id: THALI, quantity: 1, price: 299 }])).json<{
      orderId: string;
    }>();
    const otherShopper = (await shop.checkout('tara', [{ id: THALI, quantity: 1, price: 299 }], fromCart)).json<{
      orderId: string;
    }>();
    expect(await stock()).toBe(before - 5);

    const again = await shop.checkout('nila', [{ id: THALI, quantity: 1, price: 299 }], fromCart);
    expect(again.statusCode).toBe(201);
    expect(await stock()).toBe(before - 4);
    expect(await orderOf('nila', first.orderId)).toMatchObject({
      orderStatus: 'cancelled',
      cancelReason: REPLACED_REASON,
      heldUntil: null,
    });
    // Placed from elsewhere, by another shopper, or paid: left as they are.
    expect((await orderOf('nila', booking.orderId)).orderStatus).toBe('pending');
    expect((await orderOf('nila', elsewhere.orderId)).orderStatus).toBe('pending');
    expect((await orderOf('tara', otherShopper.orderId)).orderStatus).toBe('pending');
    const paid = again.json<{ orderId: string; paymentLink: string }>();
    expect((await shop.pay(paid.paymentLink)).statusCode).toBeLessThan(400);
    expect((await shop.checkout('nila', [{ id: THALI, quantity: 1, price: 299 }], fromCart)).statusCode).toBe(201);
    expect(await orderOf('nila', paid.orderId)).toMatchObject({ orderStatus: 'processing', paymentStatus: 'paid' });
  });

  it('refuses a place it does not know, placing nothing', async () => {
    const [orders, stockBefore] = [await count('orders'), await stock()];
    for (const placedFrom of ['basket', 'workshop:', 'cart ', 'workshop:a b']) {
      const refused = await shop.checkout('nila', [{ id: THALI, quantity: 1, price: 299 }], { placedFrom });
      expect(refused.statusCode).toBe(400);
    }
    expect([await count('orders'), await stock()]).toEqual([orders, stockBefore]);
  });

  it('a merged guest order keeps the card / UPI payment chosen at checkout: no cash-on-delivery fee', async () => {
    await setPrice(299);
    const merged = await shop.order('guest', {
      items: [{ id: THALI, quantity: 1, price: 299 }],
      totalAmount: 449,
      paymentMethod: 'Card / UPI',
      guestOrderId: 'guest-card-upi',
    });
    expect(merged.statusCode).toBe(201);
    expect(merged.json<OrderDto>()).toMatchObject({
      paymentMethod: 'Card / UPI',
      codFee: 0,
      totalAmount: 449,
      orderStatus: 'pending',
      paymentStatus: 'pending',
    });
  });
});
