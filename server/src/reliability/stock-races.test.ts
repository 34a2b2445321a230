import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../app';
import type { FastifyInstance } from 'fastify';
import { databaseTargets, type DatabaseTarget } from './support/targets';
import { shopClient } from './support/shop-client';
import { testVerifier } from './support/test-verifier';

const PRODUCT = 'speckled-oat-serving-bowl';
const WORKSHOP = 'wheel-throwing-for-beginners';
const shoppers = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

describe.each(databaseTargets)('stock and seats under concurrency on $name', ({ create }) => {
  let target: DatabaseTarget;
  let app: FastifyInstance;
  let shop: ReturnType<typeof shopClient>;
  const count = async (sql: string, params: unknown[] = []) =>
    (await target.db.query<{ n: number }>(sql, params))[0]?.n ?? -1;
  const stock = () => count('SELECT stock AS n FROM products WHERE id = $1', [PRODUCT]);

  beforeAll(async () => {
    target = await create();
    app = await buildApp({ db: target.db, verifier: testVerifier, publicApiUrl: 'http://api.mitti.test' });
    shop = shopClient(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await target.dispose();
  }, 60_000);

  it('the last unit under 50 concurrent checkouts goes to exactly one order', async () => {
    await target.db.query('UPDATE products SET stock = 1 WHERE id = $1', [PRODUCT]);
    const responses = await Promise.all(
      shoppers(50, 'last').map((uid) => shop.checkout(uid, [{ id: PRODUCT, quantity: 1 }])),
    );
    const won = responses.filter((r) => r.statusCode === 201);
    const lost = responses.filter((r) => r.statusCode !== 201);
    expect(won).toHaveLength(1);
    for (const r of lost) {
      expect([400, 409]).toContain(r.statusCode);
      expect(r.json().error).toMatch(/Speckled Oat Serving Bowl is out of stock/);
    }
    expect(await stock()).toBe(0);
    const holders = await count(`SELECT count(*)::int AS n FROM orders WHERE stock_held AND items @> $1::jsonb`, [
      JSON.stringify([{ id: PRODUCT }]),
    ]);
    expect(holders).toBe(1);
  });

  it('two lines of one product in one cart are counted together, never reserving beyond stock', async () => {
    await target.db.query('UPDATE products SET stock = 3 WHERE id = $1', [PRODUCT]);
    const twoLines = (q: number) => [
      { id: PRODUCT, quantity: q },
      { id: PRODUCT, quantity: q },
    ];
    const tooMany = await shop.order('lines-a', { items: twoLines(2), paymentMethod: 'Cash on Delivery' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('Only 3 of Speckled Oat Serving Bowl available; you asked for 4.');
    expect(await stock()).toBe(3);

    const racing = await Promise.all(
      shoppers(10, 'lines').map((uid) => shop.order(uid, { items: twoLines(1), paymentMethod: 'Cash on Delivery' })),
    );
    expect(racing.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of racing.filter((x) => x.statusCode !== 201)) expect([400, 409]).toContain(r.statusCode);
    expect(await stock()).toBe(1);
  });

  it('200 concurrent paid bookings for a 10-seat workshop: exactly 10 confirmed, 190 clear failures', async () => {
    await target.db.query('UPDATE workshops SET slots_total = 10, slots_available = 10 WHERE id = $1', [WORKSHOP]);
    const booking = {
      items: [{ id: WORKSHOP, quantity: 1, type: 'workshop' }],
      orderType: 'workshop',
      paymentMethod: 'pending',
    };
    const uids = shoppers(200, 'seat');
    const booked = await Promise.all(uids.map((uid) => shop.order(uid, booking)));
    const seats = booked.flatMap((r, i) =>
      r.statusCode === 201 ? [{ uid: uids[i]!, id: r.json<{ id: string }>().id }] : [],
    );
    const failures = booked.filter((r) => r.statusCode !== 201);
    expect(seats).toHaveLength(10);
    expect(failures).toHaveLength(190);
    for (const r of failures) {
      expect([400, 409]).toContain(r.statusCode);
      expect(r.json().error).toMatch(/Wheel Throwing for Beginners (is fully booked|has no seats left)/);
    }
    const paid = await Promise.all(
      seats.map(async ({ uid, id }) => {
        const link = await shop.payLink(uid, id);
        return (await shop.pay(link.json<{ paymentLink: string }>().paymentLink)).headers.location ?? '';
      }),
    );
    expect(paid.filter((location) => location.includes('status=success'))).toHaveLength(10);
    expect(
      await count(`SELECT count(*)::int AS n FROM orders WHERE payment_status = 'paid' AND order_type = 'workshop'`),
    ).toBe(10);
    expect(await count('SELECT slots_available AS n FROM workshops WHERE id = $1', [WORKSHOP])).toBe(0);
  });
});
