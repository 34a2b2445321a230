import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../app';
import type { OrderDto } from '../features/orders/order-dto';
import { shopClient } from './support/shop-client';
import { databaseTargets, type DatabaseTarget } from './support/targets';
import { testAuth, testVerifier } from './support/test-verifier';

const MUG = 'forest-green-mug';

describe.each(databaseTargets)('price tampering and mass assignment on $name', ({ create }) => {
  let target: DatabaseTarget;
  let app: FastifyInstance;
  let shop: ReturnType<typeof shopClient>;

  beforeAll(async () => {
    target = await create();
    app = await buildApp({ db: target.db, verifier: testVerifier, publicApiUrl: 'http://api.mitti.test' });
    shop = shopClient(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await target.dispose();
  }, 60_000);

  const catalogue = async () =>
    (await app.inject({ method: 'GET', url: `/products/${MUG}` })).json<{ price: number; name: string }>();

  it('an order body claiming its own owner and statuses is owned by the server, at the shop’s prices', async () => {
    const { price, name } = await catalogue();
    const response = await shop.order('tamperer', {
      items: [{ id: MUG, quantity: 2, price, name: 'Free mug', lineTotal: 0 }],
      paymentMethod: 'Cash on Delivery',
      total: 1,
      subtotal: 1,
      shipping: 0,
      userId: 'victim',
      userEmail: 'victim@example.com',
      orderStatus: 'delivered',
      paymentStatus: 'paid',
      isGuestOrder: true,
      adminNotes: 'refund approved',
    });
    expect(response.statusCode).toBe(201);
    const order = response.json<OrderDto>();
    expect(order).toMatchObject({
      userId: 'tamperer',
      userEmail: 'tamperer@example.com',
      // Cash on delivery waits for the studio's confirmation and adds its fee (decision 026).
      orderStatus: 'pending',
      paymentStatus: 'pending',
      subtotal: price * 2,
      codFee: 50,
      adminNotes: [],
    });
    expect(order.items[0]).toMatchObject({ name, price, quantity: 2 });
    expect(order.totalAmount).toBe(price * 2 + order.shipping + 50);
    const victim = await app.inject({ method: 'GET', url: '/api/orders/user/victim', headers: testAuth('victim') });
    expect(victim.json<{ orders: unknown[] }>().orders).toEqual([]);
  });

  it('a price or total the shop does not charge is refused, never charged, and nothing is taken', async () => {
    const { price } = await catalogue();
    const [before] = await target.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [MUG]);
    const cheap = await shop.order('tamperer', {
      items: [{ id: MUG, quantity: 1, price: 1 }],
      paymentMethod: 'Cash on Delivery',
    });
    expect(cheap.statusCode).toBe(409);
    expect(cheap.json().error).toMatch(/^The price of .+ changed from Rs\. 1 to Rs\. [\d,.]+\./);
    const total = await shop.checkout('tamperer', [{ id: MUG, quantity: 1, price }], { totalAmount: 0.01 });
    expect(total.statusCode).toBe(409);
    const [after] = await target.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [MUG]);
    expect(after?.stock).toBe(before?.stock);
  });

  it('checkout and payment links charge the order total, whatever amount the client sends', async () => {
    const { price } = await catalogue();
    const intent = await shop.checkout('payer', [{ id: MUG, quantity: 1 }], { totalAmount: price + 150 });
    expect(intent.statusCode).toBe(201);
    const { amount, orderId } = intent.json<{ amount: number; orderId: string }>();
    expect(amount).toBe(price + 150);
    const link = await app.inject({
      method: 'POST',
      url: '/api/payment/create',
      headers: testAuth('payer'),
      payload: { orderId, amount: 1, userId: 'someone-else' },
    });
    expect(link.json()).toMatchObject({ amount: price + 150 });
    const [payment] = await target.db.query<{ amount_paise: string }>(
      'SELECT amount_paise FROM payments WHERE order_id = $1',
      [orderId],
    );
    expect(Number(payment?.amount_paise)).toBe(Math.round((price + 150) * 100));
  });

  it.each([
    ['a negative quantity', -1],
    ['a zero quantity', 0],
    ['a fractional quantity', 0.5],
    ['a quantity as text', '2'],
    ['a huge quantity', 1e9],
  ])('refuses %s without touching stock', async (_name, quantity) => {
    const [before] = await target.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [MUG]);
    const response = await shop.order('qty', { items: [{ id: MUG, quantity }], paymentMethod: 'Cash on Delivery' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
    const [after] = await target.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [MUG]);
    expect(after?.stock).toBe(before?.stock);
  });
});
