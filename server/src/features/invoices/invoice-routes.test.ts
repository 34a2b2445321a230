import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../../app';
import { databaseTargets, type DatabaseTarget } from '../../reliability/support/targets';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../test/emulator-users';
import { pdfLines } from '../../test/pdf-text';
import { testApiUrl } from '../../test/test-app';
import { address, postOrder, refOf } from '../../test/order-test-kit';

const GSTIN = '27AAPFU0939F1ZV';
const MUG = { id: 'forest-green-mug', quantity: 1 }; // Rs. 650, Mugs & Cups
const VASE = { id: 'matka-floor-vase', quantity: 1 }; // Rs. 2,000, Vases
const BENGALURU_CLASS = { id: 'hand-building-pinch-coil-slab', quantity: 1, type: 'workshop' }; // Rs. 1,800
const bengaluru = { ...address, city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' };
/** Monday 23 November 2026, 10:00 in India. */
const NOW = new Date('2026-11-23T04:30:00Z');
const cod = { feePaise: 5_000, maxOrderPaise: 1_000_000, confirmHours: 48 };

/** Issue 23 item 4: GET /api/orders/:id/invoice, the GST invoice of a paid product order. */
describe.each(databaseTargets)('GST invoices on $name', ({ create }) => {
  let target: DatabaseTarget;
  let app: FastifyInstance;
  let shopper: EmulatorUser;
  let other: EmulatorUser;
  let admin: EmulatorUser;

  beforeAll(async () => {
    target = await create();
    await target.db.query(`UPDATE products SET stock = 1000 WHERE id IN ('forest-green-mug', 'matka-floor-vase')`);
    app = await buildApp({
      db: target.db,
      publicApiUrl: testApiUrl,
      delivery: { cod, now: () => NOW },
      invoices: { gstin: GSTIN, now: () => NOW },
    });
    [shopper, other, admin] = await Promise.all([
      createEmulatorUser(),
      createEmulatorUser(),
      createEmulatorUser({ admin: true }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await target?.dispose();
  }, 60_000);

  /** An order paid online through the sandbox gateway. */
  async function paidOrder(on: FastifyInstance, orderData: object, user = shopper): Promise<string> {
    const intent = await on.inject({
      method: 'POST',
      url: '/api/payment/create-intent',
      headers: bearer(user),
      payload: { orderData: { paymentMethod: 'online', ...orderData }, paymentData: {} },
    });
    expect(intent.statusCode).toBe(201);
    const { orderId, paymentLink } = intent.json<{ orderId: string; paymentLink: string }>();
    await on.inject({ method: 'POST', url: `/sandbox/pay/${refOf(paymentLink)}`, payload: { outcome: 'success' } });
    return orderId;
  }
  const invoice = (id: string, user: EmulatorUser | null = shopper, on = app) =>
    on.inject({ method: 'GET', url: `/api/orders/${id}/invoice`, headers: user ? bearer(user) : {} });
  const invoiceText = async (id: string, user: EmulatorUser = shopper, on = app) => {
    const response = await invoice(id, user, on);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return (await pdfLines(response.rawPayload)).join('\n');
  };
  const numberIn = (text: string) => /Invoice No\. (MS\/\d\d-\d\d\/\d{6})/.exec(text)?.[1];

  it('a paid order within Maharashtra: a tax invoice with the GSTIN, CGST + SGST and the order total', async () => {
    const id = await paidOrder(app, { items: [MUG], shippingAddress: address });
    const text = await invoiceText(id);
    expect(text).toMatch(/^Tax Invoice$/m);
    expect(text).toContain('Mitti Studio Crafts Private Limited');
    expect(text).toContain('14 Pali Hill Road, Bandra West, Mumbai, Maharashtra');
    expect(text).toContain('400050, India');
    expect(text).toContain(`GSTIN: ${GSTIN}`);
    expect(numberIn(text)).toMatch(/^MS\/26-27\/\d{6}$/);
    expect(text).toMatch(/Date of issue 23 November 2026/);
    expect(text).toContain('Asha Rao');
    expect(text).toContain('Pune, Maharashtra 411001');
    expect(text).toMatch(/Place of supply Maharashtra \(27\)/);
    // Rs. 650 includes 2 x Rs. 49.58; shipping Rs. 150 includes 2 x Rs. 11.44.
    expect(text).toContain('1 Forest Green Mug 6912 1 Rs. 650.00 Rs. 550.84 18% Rs. 99.16 Rs. 650.00');
    expect(text).toContain('2 Shipping (Standard) 6912 1 Rs. 150.00 Rs. 127.12 18% Rs. 22.88 Rs. 150.00');
    expect(text).toContain('Taxable value Rs. 677.96');
    expect(text).toContain('CGST @ 9% Rs. 61.02');
    expect(text).toContain('SGST @ 9% Rs. 61.02');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Invoice total Rs. 800.00');
    expect(text).toContain('Reverse charge No');
  });

  it('another state: IGST, the vase as an ornament (6913) and express shipping as its own line', async () => {
    const id = await paidOrder(app, { items: [VASE], shippingAddress: bengaluru, shippingOption: 'express' });
    const text = await invoiceText(id);
    expect(text).toMatch(/Place of supply Karnataka \(29\)/);
    expect(text).toContain('1 Matka Floor Vase 6913 1 Rs. 2,000.00 Rs. 1,694.92 18% Rs. 305.08 Rs. 2,000.00');
    expect(text).toContain('2 Shipping (Express) 6913 1 Rs. 300.00 Rs. 254.24 18% Rs. 45.76 Rs. 300.00');
    expect(text).toContain('IGST @ 18% Rs. 350.84');
    expect(text).not.toMatch(/CGST|SGST/);
    expect(text).toContain('Invoice total Rs. 2,300.00');
  });

  it('keeps its number: the owner twice and an admin get one invoice; others and strangers get nothing', async () => {
    const id = await paidOrder(app, { items: [MUG], shippingAddress: address });
    const first = numberIn(await invoiceText(id));
    expect(numberIn(await invoiceText(id))).toBe(first);
    expect(numberIn(await invoiceText(id, admin))).toBe(first);
    const refused = await invoice(id, other);
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'This order belongs to another account.']);
    expect((await invoice(id, null)).statusCode).toBe(401);
    const missing = await invoice('00000000-0000-4000-8000-000000000000');
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'Order not found']);
  });

  it('refuses, with the reason, an unpaid order and an unconfirmed cash-on-delivery order', async () => {
    const unpaid = await postOrder(app, shopper, { items: [MUG], paymentMethod: 'online' });
    const notPaid = await invoice(unpaid.json<{ id: string }>().id);
    expect([notPaid.statusCode, notPaid.json().error]).toEqual([
      409,
      'This order has not been paid yet: its invoice is issued once payment is received.',
    ]);
    const cashOrder = await postOrder(app, shopper, { items: [MUG], paymentMethod: 'Cash on Delivery' });
    const cashId = cashOrder.json<{ id: string }>().id;
    const waiting = await invoice(cashId);
    expect([waiting.statusCode, waiting.json().error]).toEqual([
      409,
      'This cash-on-delivery order is awaiting confirmation: its invoice is issued once the studio confirms it.',
    ]);
    const issued = await target.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoices WHERE order_id = $1', [
      cashId,
    ]);
    expect(issued[0]?.n).toBe(0);
  });

  it('a paid class booking (issue 33): a tax invoice for the seat, SAC 9992, taxed where the class is held', async () => {
    const id = await paidOrder(app, { items: [BENGALURU_CLASS], contactPhone: '+919876543210' });
    const lines = (await invoiceText(id)).split('\n');
    expect(lines).toContain('Tax Invoice');
    expect(lines).toContainEqual(expect.stringMatching(/Place of supply Karnataka \(29\)$/));
    // Rs. 1,800 includes 2 x Rs. 137.29, the checkout's "Includes GST (18%) Rs. 274.58/-"; IGST, as the class
    // is held in Karnataka and the studio is registered in Maharashtra.
    expect(lines).toContain(
      '1 Hand-Building: Pinch, Coil and Slab 9992 1 Rs. 1,800.00 Rs. 1,525.42 18% Rs. 274.58 Rs. 1,800.00',
    );
    expect(lines).toContain('(class seat)');
    expect(lines).toContain('IGST @ 18% Rs. 274.58');
    expect(lines).toContain('GST included Rs. 274.58');
    expect(lines).toContain('Invoice total Rs. 1,800.00');
    expect(lines.slice(lines.indexOf('Test Shopper') + 2)[0]).toBe('Phone +919876543210');
    expect(lines).toContain(
      'Prices include GST. A class seat is an education service, supplied where the class is held.',
    );
  });

  it('a cash-on-delivery order once the studio confirms it, with the fee as its own line', async () => {
    const placed = await postOrder(app, shopper, { items: [MUG], paymentMethod: 'Cash on Delivery' });
    const id = placed.json<{ id: string }>().id;
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/orders/${id}/confirm-cod`,
      headers: bearer(admin),
    });
    expect(confirmed.statusCode).toBe(200);
    const text = await invoiceText(id);
    expect(text).toContain('3 Cash-on-delivery fee 6912 1 Rs. 50.00 Rs. 42.38 18% Rs. 7.62 Rs. 50.00');
    expect(text).toContain('Payment Cash on Delivery');
    expect(text).toContain('Invoice total Rs. 850.00');
  });

  it('numbers concurrent first downloads one after another, once per order, with no gaps', async () => {
    const ids = await Promise.all(
      Array.from({ length: 5 }, () => paidOrder(app, { items: [MUG], shippingAddress: address })),
    );
    const responses = await Promise.all([...ids, ...ids].map((id) => invoice(id)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const rows = await target.db.query<{ order_id: string; serial: number }>(
      'SELECT order_id, serial FROM invoices WHERE order_id = ANY($1::uuid[]) ORDER BY serial',
      [ids],
    );
    expect(rows.map((row) => row.order_id).sort()).toEqual([...ids].sort());
    const serials = rows.map((row) => row.serial);
    expect(serials).toEqual(serials.map((_, index) => serials[0]! + index));
    const [all] = await target.db.query<{ n: number; top: number }>(
      `SELECT count(*)::int AS n, max(serial) AS top FROM invoices WHERE financial_year = '2026-27'`,
    );
    expect(all).toEqual({ n: all!.top, top: all!.top });
  });

  it('starts a new series on 1 April (India time)', async () => {
    const april = await buildApp({
      db: target.db,
      publicApiUrl: testApiUrl,
      delivery: { cod, now: () => NOW },
      invoices: { gstin: GSTIN, now: () => new Date('2027-03-31T18:30:00Z') },
    });
    try {
      const id = await paidOrder(april, { items: [MUG], shippingAddress: address });
      const text = await invoiceText(id, shopper, april);
      expect(numberIn(text)).toBe('MS/27-28/000001');
      expect(text).toMatch(/Date of issue 1 April 2027/);
    } finally {
      await april.close();
    }
  });

  it('an unregistered handicraft seller issues a bill of supply: no GSTIN, no tax, the exemption stated', async () => {
    const unregistered = await buildApp({
      db: target.db,
      publicApiUrl: testApiUrl,
      delivery: { cod, now: () => NOW },
      invoices: { gstin: null, now: () => NOW },
    });
    try {
      const id = await paidOrder(unregistered, { items: [VASE], shippingAddress: bengaluru });
      const text = await invoiceText(id, shopper, unregistered);
      expect(text).toMatch(/^Bill of Supply$/m);
      expect(text).not.toMatch(/Tax Invoice|CGST @|SGST @|IGST @|Taxable value|18%/);
      expect(text).toContain('GSTIN: not registered');
      expect(text).toMatch(/Bill No\. MS\/26-27\/\d{6}/);
      expect(text).toContain('1 Matka Floor Vase 6913 1 Rs. 2,000.00 Rs. 2,000.00');
      expect(text).toContain('Supplier not registered under GST');
      expect(text).toContain('No GST is charged on this supply');
      expect(text).toContain('Invoice total Rs. 2,000.00');
    } finally {
      await unregistered.close();
    }
  });
});
