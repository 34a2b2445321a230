import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../../app';
import { databaseTargets, type DatabaseTarget } from '../../reliability/support/targets';
import { shopClient } from '../../reliability/support/shop-client';
import { testAuth, testVerifier } from '../../reliability/support/test-verifier';
import type { AdminOrderPage } from '@mitti/shared/contracts';
import type { OrderDto } from '../orders/order-dto';

type OrderPage = AdminOrderPage;

const MUG = 'forest-green-mug';
const admin = testAuth('owner-admin', true);

describe.each(databaseTargets)('the owner’s orders API on $name', ({ create }) => {
  let target: DatabaseTarget;
  let app: FastifyInstance;
  let shop: ReturnType<typeof shopClient>;

  const detail = async (id: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: admin });
    expect(response.statusCode).toBe(200);
    return response.json<OrderDto>();
  };
  /** An online order not paid yet: pending. */
  const placeUnpaid = async (uid: string, quantity = 1) => {
    const intent = await shop.checkout(uid, [{ id: MUG, quantity }]);
    expect(intent.statusCode).toBe(201);
    return intent.json<{ orderId: string; paymentLink: string }>();
  };
  /** A paid online order: processing. */
  const placePaid = async (uid: string) => {
    const { orderId, paymentLink } = await placeUnpaid(uid, 2);
    expect((await shop.pay(paymentLink)).statusCode).toBeLessThan(400);
    return detail(orderId);
  };
  const list = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: admin });
    expect(response.statusCode).toBe(200);
    return response.json<OrderPage>();
  };
  const setStatus = (id: string, orderStatus: string, adminNote?: string) =>
    app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      headers: admin,
      payload: { orderStatus, ...(adminNote === undefined ? {} : { adminNote }) },
    });
  const stock = async () =>
    (await target.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [MUG]))[0]!.stock;

  beforeAll(async () => {
    target = await create();
    app = await buildApp({ db: target.db, verifier: testVerifier, publicApiUrl: 'http://api.mitti.test' });
    shop = shopClient(app);
    await target.db.query('UPDATE products SET stock = 1000 WHERE id = $1', [MUG]);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await target.dispose();
  }, 60_000);

  it('lists orders newest first, filtered by status, payment, dates and order number or e-mail, in pages', async () => {
    const first = await detail((await placeUnpaid('asha')).orderId);
    const second = await detail((await placeUnpaid('ravi')).orderId);
    const paidId = (await placePaid('meera')).id;

    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.orders.map((o) => o.id)).toEqual([paidId, second.id, first.id]);
    expect(all).toMatchObject({ page: 1, pageSize: 20 });

    expect((await list('?status=pending')).orders.map((o) => o.id)).toEqual([second.id, first.id]);
    expect((await list('?status=processing')).orders.map((o) => o.id)).toEqual([paidId]);
    expect((await list('?paymentStatus=paid')).orders.map((o) => o.id)).toEqual([paidId]);
    expect((await list(`?q=${first.orderNumber.toLowerCase()}`)).orders.map((o) => o.id)).toEqual([first.id]);
    expect((await list('?q=RAVI@EXAMPLE')).orders.map((o) => o.id)).toEqual([second.id]);
    expect((await list('?q=%25')).total).toBe(0);

    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).total).toBe(3);
    expect((await list('?to=2020-01-31')).total).toBe(0);

    const page2 = await list('?pageSize=2&page=2');
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.orders.map((o) => o.id)).toEqual([first.id]);

    // Everything the shopper gave is on the owner's view of an order.
    expect(first).toMatchObject({
      userEmail: 'asha@example.com',
      userName: 'Shopper asha',
      shippingAddress: { city: expect.any(String), zipCode: expect.any(String), phone: expect.any(String) },
      items: [{ id: MUG, quantity: 1 }],
    });
  });

  it('walks a cash-on-delivery order: listed to confirm with its deadline, confirmed, shipped, delivered and paid', async () => {
    const placed = await shop.order('neha', { items: [{ id: MUG, quantity: 1 }], paymentMethod: 'Cash on Delivery' });
    expect(placed.statusCode).toBe(201);
    const cod = placed.json<OrderDto>();
    // Its total has every line the shopper pays: the pieces, shipping and the Rs. 50 fee (issue 33).
    expect(cod.totalAmount).toBe(cod.subtotal + cod.shipping + cod.codFee);
    expect(cod.codFee).toBe(50);
    const hoursLeft = (Date.parse(cod.heldUntil!) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(47.9);
    expect(hoursLeft).toBeLessThanOrEqual(48);

    const toConfirm = await list('?status=pending&method=cod');
    expect(toConfirm.orders.map((o) => o.id)).toEqual([cod.id]);
    expect(toConfirm.codToConfirm.count).toBe(1);
    expect((await list('?method=online')).orders.map((o) => o.id)).not.toContain(cod.id);

    const confirmed = await app.inject({ method: 'POST', url: `/api/orders/${cod.id}/confirm-cod`, headers: admin });
    expect(confirmed.json<OrderDto>()).toMatchObject({ orderStatus: 'confirmed', heldUntil: null });
    expect((await list('')).codToConfirm.count).toBe(0);
    expect((await setStatus(cod.id, 'shipped', 'Sent with Delhivery')).statusCode).toBe(200);
    const delivered = await setStatus(cod.id, 'delivered');
    // The courier collected the cash: the order is paid.
    expect(delivered.json<OrderDto>()).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'paid' });
  });

  it('shows a cash-on-delivery order past its deadline as lapsed, its pieces back on the shelf', async () => {
    const before = await stock();
    const cod = (
      await shop.order('omar', { items: [{ id: MUG, quantity: 2 }], paymentMethod: 'Cash on Delivery' })
    ).json<OrderDto>();
    expect(await stock()).toBe(before - 2);
    await target.db.query(`UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE id = $1`, [cod.id]);
    expect((await list('?status=pending&method=cod')).orders.map((o) => o.id)).not.toContain(cod.id);
    expect(await detail(cod.id)).toMatchObject({ orderStatus: 'failed', heldUntil: null });
    expect(await stock()).toBe(before);
  });

  it('refuses filters that are not real with a clear 400', async () => {
    for (const [query, message] of [
      ['?from=2026-02-30', '2026-02-30 is not a date; use YYYY-MM-DD.'],
      ['?from=2026-03-02&to=2026-03-01', 'The start date must not be after the end date.'],
    ]) {
      const response = await app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
    for (const query of ['?status=lost', '?page=0', '?pageSize=500', '?paymentStatus=maybe', '?method=cash']) {
      expect((await app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: admin })).statusCode).toBe(
        400,
      );
    }
    const missing = await app.inject({
      method: 'GET',
      url: '/api/admin/orders/00000000-0000-4000-8000-000000000000',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('moves an order only along the allowed transitions, keeping each note', async () => {
    const order = await placePaid('kabir');
    expect(order.orderStatus).toBe('processing');
    const shipped = await setStatus(order.id, 'shipped', 'Sent with Delhivery, AWB 1234');
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json<OrderDto>()).toMatchObject({
      orderStatus: 'shipped',
      adminNotes: [{ text: 'Sent with Delhivery, AWB 1234', at: expect.any(String) }],
    });

    const cancel = await setStatus(order.id, 'cancelled', 'Too late');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error).toBe(
      'An order that is shipped cannot be marked cancelled: it can be marked delivered.',
    );
    expect((await setStatus(order.id, 'shipped')).json().error).toBe('This order is already shipped.');
    expect((await setStatus(order.id, 'shipped', 'Out for delivery')).statusCode).toBe(200);

    const delivered = await setStatus(order.id, 'delivered');
    expect(delivered.json<OrderDto>()).toMatchObject({ orderStatus: 'delivered' });
    // Each note with the time it was written, in order (issue 33); the shopper reads them on /orders.
    const notes = delivered.json<OrderDto>().adminNotes;
    expect(notes.map((note) => note.text)).toEqual(['Sent with Delhivery, AWB 1234', 'Out for delivery']);
    expect(Date.parse(notes[0]!.at)).toBeLessThanOrEqual(Date.parse(notes[1]!.at));
    expect(Date.now() - Date.parse(notes[1]!.at)).toBeLessThan(60_000);
    const seen = await app.inject({ method: 'GET', url: `/api/orders/user/kabir`, headers: testAuth('kabir') });
    expect(seen.json<{ orders: OrderDto[] }>().orders.find((o) => o.id === order.id)?.adminNotes).toEqual(notes);
    const back = await setStatus(order.id, 'processing');
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toBe(
      'An order that is delivered cannot be marked processing: its status can no longer change.',
    );
    expect((await list(`?q=${order.orderNumber}`)).orders[0]).toMatchObject({ orderStatus: 'delivered' });
  });

  it('cancelling a paid order owes the whole payment back until the owner marks it refunded', async () => {
    const before = await stock();
    const orderId = (await placePaid('nisha')).id;
    expect(await stock()).toBe(before - 2);
    const owedBefore = (await list('')).refundsOwed;

    const cancelled = await setStatus(orderId, 'cancelled', 'Glaze flaw, we cannot send it');
    expect(cancelled.statusCode).toBe(200);
    const order = cancelled.json<OrderDto>();
    expect(order).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'refund_due',
      cancelReason: 'Glaze flaw, we cannot send it',
      refundAmount: order.totalAmount,
      refundPercent: 100,
      refundedAt: null,
    });
    expect(await stock()).toBe(before);
    const owed = await list('?paymentStatus=refund_due');
    expect(owed.orders.map((o) => o.id)).toContain(orderId);
    expect(owed.refundsOwed).toEqual({ count: owedBefore.count + 1, amount: owedBefore.amount + order.totalAmount });

    const refunded = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunded`,
      headers: admin,
      payload: { note: 'UPI refund ref 998877' },
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json<OrderDto>()).toMatchObject({ paymentStatus: 'refunded', refundedAt: expect.any(String) });
    expect(refunded.json<OrderDto>().adminNotes.at(-1)?.text).toBe('UPI refund ref 998877');
    expect((await list('')).refundsOwed).toEqual(owedBefore);

    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunded`,
      headers: admin,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This order owes no refund (its payment is refunded).');
  });

  it('cancelling an unpaid order owes nothing', async () => {
    const { orderId } = await placeUnpaid('farah');
    const cancelled = await setStatus(orderId, 'cancelled');
    expect(cancelled.json<OrderDto>()).toMatchObject({
      orderStatus: 'cancelled',
      cancelReason: 'Cancelled by Mitti Studio.',
      refundAmount: null,
    });
    expect(cancelled.json<OrderDto>().paymentStatus).not.toBe('refund_due');
    const refund = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunded`,
      headers: admin,
      payload: {},
    });
    expect(refund.statusCode).toBe(409);
  });

  it('answers a shopper 403 with no order data, before reading anything', async () => {
    const { orderId } = await placeUnpaid('zoya');
    for (const url of ['/api/admin/orders', `/api/admin/orders/${orderId}`, '/api/admin/orders?status=lost']) {
      const response = await app.inject({ method: 'GET', url, headers: testAuth('zoya') });
      expect(response.statusCode).toBe(403);
      expect(Object.keys(response.json()).sort()).toEqual(['error', 'statusCode']);
    }
  });
});
