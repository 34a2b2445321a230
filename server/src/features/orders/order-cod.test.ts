import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { databaseTargets, type DatabaseTarget } from '../../reliability/support/targets';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../test/emulator-users';
import { testApiUrl } from '../../test/test-app';
import type { OrderDto } from './order-dto';
import { address, getOrder, postOrder, stockOf } from '../../test/order-test-kit';

const COD = 'Cash on Delivery';
const MUG = { id: 'forest-green-mug', quantity: 1 }; // Rs. 650
const PLANTER = 'ribbed-floor-planter'; // Rs. 4,200
const VASE = 'matka-floor-vase'; // Rs. 2,000, 6 in stock
const CLASS = { id: 'wheel-throwing-for-beginners', quantity: 1, type: 'workshop' };
/** Monday 23 November 2026, 10:00 in India: same-day delivery is still open. */
const MORNING = new Date('2026-11-23T04:30:00Z');
const cod = { feePaise: 4_900, maxOrderPaise: 1_000_000, confirmHours: 48 };

/** Issue 23 items 2 and 3: the server prices the shipping option and enforces the cash-on-delivery rules. */
describe.each(databaseTargets)('shipping options and cash on delivery on $name', ({ create }) => {
  let target: DatabaseTarget;
  let app: FastifyInstance;
  let db: Database;
  let shopper: EmulatorUser;
  let admin: EmulatorUser;

  beforeAll(async () => {
    target = await create();
    db = target.db;
    app = await buildApp({ db, publicApiUrl: testApiUrl, delivery: { cod, now: () => MORNING } });
    [shopper, admin] = await Promise.all([createEmulatorUser(), createEmulatorUser({ admin: true })]);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await target?.dispose();
  }, 60_000);

  const refusal = (response: { statusCode: number; json: () => { error?: string } }) => [
    response.statusCode,
    response.json().error,
  ];
  const mumbai = { ...address, city: 'Mumbai', zipCode: '400050' };

  it('prices express and same-day flat, and keeps standard free above Rs. 1500', async () => {
    const express = await postOrder(app, shopper, { items: [MUG], shippingOption: 'express' });
    expect(express.json<OrderDto>()).toMatchObject({ shipping: 300, shippingOption: 'express', totalAmount: 950 });
    const sameDay = await postOrder(app, shopper, {
      items: [MUG],
      shippingOption: 'same-day',
      shippingAddress: mumbai,
    });
    expect(sameDay.json<OrderDto>()).toMatchObject({ shipping: 450, shippingOption: 'same-day', totalAmount: 1100 });
    const standard = await postOrder(app, shopper, { items: [{ id: PLANTER, quantity: 1 }] });
    expect(standard.json<OrderDto>()).toMatchObject({ shipping: 0, shippingOption: 'standard', totalAmount: 4200 });
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payment/create-intent',
      headers: bearer(shopper),
      payload: { orderData: { items: [MUG], shippingAddress: address, shippingOption: 'express' } },
    });
    expect(paid.json()).toMatchObject({ amount: 950 });
  });

  it('refuses an option the PIN code cannot have, an unknown option and an unserved PIN code, taking nothing', async () => {
    const stock = await stockOf(app, MUG.id);
    const user = await createEmulatorUser();
    expect(refusal(await postOrder(app, user, { items: [MUG], shippingOption: 'same-day' }))).toEqual([
      400,
      'Same-day delivery is for Mumbai PIN codes only',
    ]);
    expect(refusal(await postOrder(app, user, { items: [MUG], shippingOption: 'drone' }))).toEqual([
      400,
      'Choose standard, express or same-day shipping.',
    ]);
    const islands = { ...address, city: 'Port Blair', state: 'Andaman and Nicobar Islands', zipCode: '744101' };
    const [status, message] = refusal(await postOrder(app, user, { items: [MUG], shippingAddress: islands }));
    expect([status, message]).toEqual([400, expect.stringMatching(/^We do not deliver to PIN code 744101/)]);
    expect(
      refusal(await postOrder(app, user, { items: [MUG], shippingAddress: { ...address, zipCode: '290001' } })),
    ).toEqual([400, '290001 is not a PIN code in use in India. Please check it.']);
    expect(await stockOf(app, MUG.id)).toBe(stock);
    expect(
      (await app.inject({ method: 'GET', url: `/api/orders/user/${user.uid}`, headers: bearer(user) })).json(),
    ).toEqual({ orders: [] });
  });

  it('adds the cash-on-delivery fee as its own line and waits for confirmation, holding the items', async () => {
    const stock = await stockOf(app, MUG.id);
    const response = await postOrder(app, shopper, { items: [MUG], paymentMethod: COD });
    expect(response.statusCode).toBe(201);
    expect(response.json<OrderDto>()).toMatchObject({
      subtotal: 650,
      shipping: 150,
      codFee: 49,
      totalAmount: 849,
      orderStatus: 'pending',
      paymentStatus: 'pending',
      paymentMethod: COD,
    });
    expect(await stockOf(app, MUG.id)).toBe(stock - 1);
    const online = await app.inject({
      method: 'POST',
      url: '/api/payment/create',
      headers: bearer(shopper),
      payload: { orderId: response.json<OrderDto>().id },
    });
    expect(refusal(online)).toEqual([409, 'This is a cash-on-delivery order: it is paid on delivery, not online.']);
  });

  it('refuses cash on delivery for workshops, remote PIN codes and totals above the limit, with clear messages', async () => {
    const user = await createEmulatorUser();
    const seats = (await app.inject({ method: 'GET', url: `/workshops/${CLASS.id}` })).json<{
      slotsAvailable: number;
    }>();
    expect(
      refusal(await postOrder(app, user, { items: [CLASS], paymentMethod: COD, contactPhone: '9876543210' })),
    ).toEqual([400, 'Cash on delivery is for products only: workshop seats are paid online.']);
    expect(refusal(await postOrder(app, user, { items: [MUG, CLASS], paymentMethod: COD }))).toEqual([
      400,
      'Cash on delivery is for products only: workshop seats are paid online.',
    ]);
    const srinagar = { ...address, city: 'Srinagar', state: 'Jammu and Kashmir', zipCode: '190001' };
    expect(
      refusal(await postOrder(app, user, { items: [MUG], paymentMethod: COD, shippingAddress: srinagar })),
    ).toEqual([400, 'Cash on delivery is not available for this PIN code (190001).']);
    const vases = await stockOf(app, VASE);
    // 6 x Rs. 2,000 = Rs. 12,000 (free shipping) + Rs. 49 fee.
    expect(refusal(await postOrder(app, user, { items: [{ id: VASE, quantity: 6 }], paymentMethod: COD }))).toEqual([
      400,
      'Cash on delivery is available for orders up to Rs. 10,000; this order comes to Rs. 12,049. Please pay online.',
    ]);
    expect(await stockOf(app, VASE)).toBe(vases);
    expect((await app.inject({ method: 'GET', url: `/workshops/${CLASS.id}` })).json()).toMatchObject(seats);
    // Paid online, the same vases are fine, and Srinagar gets its mug by standard shipping.
    expect((await postOrder(app, user, { items: [{ id: VASE, quantity: 6 }] })).statusCode).toBe(201);
    expect((await postOrder(app, user, { items: [MUG], shippingAddress: srinagar })).statusCode).toBe(201);
  });

  it('takes cash on delivery by standard delivery only: Express and Same-day are refused with why, taking nothing (issue 53)', async () => {
    const user = await createEmulatorUser();
    const stock = await stockOf(app, MUG.id);
    const standardOnly =
      'Cash on delivery orders go by standard delivery, since we call you to confirm before we pack. For Express or Same-day delivery, please pay online.';
    expect(
      refusal(await postOrder(app, user, { items: [MUG], paymentMethod: COD, shippingOption: 'express' })),
    ).toEqual([400, standardOnly]);
    expect(
      refusal(
        await postOrder(app, user, {
          items: [MUG],
          paymentMethod: COD,
          shippingOption: 'same-day',
          shippingAddress: mumbai,
        }),
      ),
    ).toEqual([400, standardOnly]);
    expect(await stockOf(app, MUG.id)).toBe(stock);
    const standard = await postOrder(app, user, { items: [MUG], paymentMethod: COD, shippingOption: 'standard' });
    expect(standard.json<OrderDto>()).toMatchObject({ shippingOption: 'standard', shipping: 150, codFee: 49 });
  });

  it('releases the items of a cash-on-delivery order not confirmed in time; a confirmed one keeps them', async () => {
    const user = await createEmulatorUser();
    const stock = await stockOf(app, MUG.id);
    const lapsing = (await postOrder(app, user, { items: [MUG], paymentMethod: COD })).json<OrderDto>();
    const kept = (await postOrder(app, user, { items: [MUG], paymentMethod: COD })).json<OrderDto>();
    expect(await stockOf(app, MUG.id)).toBe(stock - 2);

    const confirm = (id: string, who: EmulatorUser) =>
      app.inject({ method: 'POST', url: `/api/orders/${id}/confirm-cod`, headers: bearer(who) });
    expect((await confirm(kept.id, user)).statusCode).toBe(403);
    const confirmed = await confirm(kept.id, admin);
    expect(confirmed.json<OrderDto>()).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'pending' });

    // 48 hours pass: both deadlines are in the past (the confirmed order's was cleared).
    await db.query(`UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE id = $1`, [lapsing.id]);
    await postOrder(app, shopper, { items: [{ id: 'kulhad-chai-cups', quantity: 1 }] }); // any order sweeps
    expect(await stockOf(app, MUG.id)).toBe(stock - 1);
    expect(await getOrder(app, user, lapsing.id)).toMatchObject({
      orderStatus: 'failed',
      paymentStatus: 'cancelled',
      failureReason:
        'The cash-on-delivery order was not confirmed in time, so the items were released. Please order again.',
    });
    expect(await getOrder(app, user, kept.id)).toMatchObject({ orderStatus: 'confirmed' });
    expect(refusal(await confirm(lapsing.id, admin))).toEqual([
      409,
      'The cash-on-delivery order was not confirmed in time, so the items were released. Please order again.',
    ]);
  });
});
