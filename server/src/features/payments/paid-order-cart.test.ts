import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CartItem } from '@mitti/shared/contracts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../test/emulator-users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createIntent, getOrder, refOf, sendWebhook } from '../../test/order-test-kit';

const line = (id: string, quantity: number, price = 500): CartItem => ({
  id,
  name: id,
  price,
  imageUrl: `/images/${id}.jpg`,
  quantity,
});

/** Issue 53: a paid order leaves the shopper's cart, whichever tab, device or link paid it (decision 063). */
describe('a paid order and the shopper’s cart', () => {
  let testApp: TestApp;
  let eventNumber = 0;

  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60_000);
  afterAll(() => testApp.close(), 60_000);

  const cartUrl = (shopper: EmulatorUser) => `/api/documents/carts/${shopper.uid}`;
  const saveCart = (shopper: EmulatorUser, body: object) =>
    testApp.app.inject({ method: 'PUT', url: cartUrl(shopper), headers: bearer(shopper), payload: body });
  const loadCart = async (shopper: EmulatorUser) =>
    (await testApp.app.inject({ method: 'POST', url: `${cartUrl(shopper)}/load`, headers: bearer(shopper) })).json<{
      items: CartItem[];
      paidOrders?: { orderNumber: string; lines: { id: string; quantity: number }[]; noticed?: boolean }[];
    }>();

  /** Places an order for the lines (Place Order), as the cart's tab does, and returns it with its payment. */
  async function placeOrder(shopper: EmulatorUser, lines: { id: string; quantity: number }[]) {
    const response = await createIntent(testApp.app, shopper, lines);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ orderId: string; orderNumber: string; paymentLink: string; amount: number }>();
    return { ...body, ref: refOf(body.paymentLink), amountPaise: Math.round(body.amount * 100) };
  }

  const pay = (order: { ref: string; amountPaise: number }, outcome = 'success') =>
    sendWebhook(testApp.app, {
      id: `evt_paid_cart_${++eventNumber}`,
      gatewayOrderRef: order.ref,
      outcome,
      amountPaise: order.amountPaise,
    });

  /** Pay now from My Orders or the declined e-mail's Try again: a new link for the same order. */
  async function payAgainLink(shopper: EmulatorUser, order: { orderId: string; amountPaise: number }) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/payment/create',
      headers: bearer(shopper),
      payload: { orderId: order.orderId, amount: 0, userId: shopper.uid, userName: '', userEmail: '', userPhone: '' },
    });
    return response;
  }

  it('a declined order paid later from another tab leaves the cart without the piece, and the cart says so', async () => {
    const shopper = await createEmulatorUser();
    await saveCart(shopper, { items: [line('terracotta-thali-plate', 1), line('forest-green-mug', 1)] });
    const order = await placeOrder(shopper, [{ id: 'terracotta-thali-plate', quantity: 1 }]);
    expect((await pay(order, 'card_declined')).statusCode).toBe(200);
    // Declined: the cart is as it was, for a second try.
    expect((await loadCart(shopper)).items.map((item) => item.id)).toEqual([
      'terracotta-thali-plate',
      'forest-green-mug',
    ]);

    const retry = await payAgainLink(shopper, order);
    expect(retry.statusCode).toBe(200);
    const link = { ref: refOf(retry.json<{ paymentLink: string }>().paymentLink), amountPaise: order.amountPaise };
    expect((await pay(link)).statusCode).toBe(200);

    expect((await getOrder(testApp.app, shopper, order.orderId)).paymentStatus).toBe('paid');
    expect(await loadCart(shopper)).toEqual({
      items: [line('forest-green-mug', 1)],
      paidOrders: [{ orderNumber: order.orderNumber, lines: [{ id: 'terracotta-thali-plate', quantity: 1 }] }],
    });
  });

  it('takes out only the paid pieces, up to their quantities, when the cart changed after ordering', async () => {
    const shopper = await createEmulatorUser();
    const order = await placeOrder(shopper, [
      { id: 'kulhad-chai-cups', quantity: 2 },
      { id: 'forest-green-mug', quantity: 1 },
    ]);
    // Meanwhile, in another tab: one more set of cups, and a plate.
    await saveCart(shopper, {
      items: [line('kulhad-chai-cups', 3), line('forest-green-mug', 1), line('sand-dune-dinner-plate', 2)],
    });
    await pay(order);
    expect((await loadCart(shopper)).items).toEqual([line('kulhad-chai-cups', 1), line('sand-dune-dinner-plate', 2)]);
  });

  it('a payment confirmed twice, from two tabs, changes the cart once', async () => {
    const shopper = await createEmulatorUser();
    await saveCart(shopper, { items: [line('kulhad-chai-cups', 2)] });
    const order = await placeOrder(shopper, [{ id: 'kulhad-chai-cups', quantity: 1 }]);
    // Pay now in a second tab while the first is at the gateway: the same link, not a second payment.
    const secondTab = await payAgainLink(shopper, order);
    expect(secondTab.statusCode).toBe(200);
    expect(refOf(secondTab.json<{ paymentLink: string }>().paymentLink)).toBe(order.ref);
    await pay(order);
    const afterPayment = await loadCart(shopper);
    expect(afterPayment.items).toEqual([line('kulhad-chai-cups', 1)]);

    // Confirmed again from both tabs (new event ids): answered, and the cart loses the cups once.
    expect((await pay(order)).statusCode).toBe(200);
    expect((await pay(order)).statusCode).toBe(200);
    expect(await loadCart(shopper)).toEqual(afterPayment);
    // Pay now once more is refused in words, and the order stays paid.
    const again = await payAgainLink(shopper, order);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This order is already paid.');
    expect((await getOrder(testApp.app, shopper, order.orderId)).paymentStatus).toBe('paid');
  });

  it('a tab left open since before the payment cannot put the paid pieces back', async () => {
    const shopper = await createEmulatorUser();
    await saveCart(shopper, { items: [line('terracotta-thali-plate', 1)] });
    const order = await placeOrder(shopper, [{ id: 'terracotta-thali-plate', quantity: 1 }]);
    await pay(order);

    // The old tab still holds the plate and adds a mug: the plate stays out, the mug goes in.
    const staleSave = await saveCart(shopper, {
      items: [line('terracotta-thali-plate', 1), line('forest-green-mug', 1)],
    });
    expect(staleSave.statusCode).toBe(200);
    expect((await loadCart(shopper)).items).toEqual([line('forest-green-mug', 1)]);

    // A tab that read the cart after the payment sends the order back: a plate added again is the shopper's
    // wish, and once they changed the cart the note is noticed.
    const { paidOrders } = await loadCart(shopper);
    await saveCart(shopper, {
      items: [line('forest-green-mug', 1), line('terracotta-thali-plate', 1)],
      paidOrders: paidOrders!.map((note) => ({ ...note, noticed: true })),
    });
    expect(await loadCart(shopper)).toEqual({
      items: [line('forest-green-mug', 1), line('terracotta-thali-plate', 1)],
      paidOrders: [
        { orderNumber: order.orderNumber, lines: [{ id: 'terracotta-thali-plate', quantity: 1 }], noticed: true },
      ],
    });
  });

  it('a save cannot invent or change a paid order: only its number and noticed count', async () => {
    const shopper = await createEmulatorUser();
    await saveCart(shopper, { items: [line('forest-green-mug', 1)] });
    const forged = await saveCart(shopper, {
      items: [line('forest-green-mug', 1)],
      paidOrders: [{ orderNumber: 'MS-2026-999999', lines: [{ id: 'forest-green-mug', quantity: 1 }] }],
    });
    expect(forged.statusCode).toBe(200);
    expect(await loadCart(shopper)).toEqual({ items: [line('forest-green-mug', 1)] });
    const malformed = await saveCart(shopper, { items: [], paidOrders: 'all of them' });
    expect(malformed.statusCode).toBe(400);
  });
});
