import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { formatDateTimeIndia } from '@mitti/shared/dates';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../test/emulator-users';
import { invitationText, type CaughtMail } from '../../test/mail-catcher';
import { pdfLines } from '../../test/pdf-text';
import { address, postOrder } from '../../test/order-test-kit';
import {
  payOrder,
  placeOnlineOrder,
  settled,
  startMailTestApp,
  STUDIO_MAILBOX,
  type MailTestApp,
} from '../../test/mail-test-kit';

const MUGS = { id: 'forest-green-mug', quantity: 2 }; // Rs. 650 each: Rs. 1,300 and Rs. 150 shipping
const CLASS = { id: 'wheel-throwing-for-beginners', quantity: 1, type: 'workshop' }; // 12 Dec 2026, Rs. 2,500

/** Issue 32: the messages orders and bookings send, read from a real MailDev. */
describe('order and booking mails', () => {
  let shop: MailTestApp;
  let shopper: EmulatorUser;
  let owner: EmulatorUser;
  const to = (address: string) => (mail: CaughtMail) => mail.to.some((each) => each.address === address);
  const about = (orderNumber: string) => (mail: CaughtMail) => mail.subject.includes(orderNumber);
  const mailsAbout = async (orderNumber: string) => (await shop.catcher.messages()).filter(about(orderNumber));

  beforeAll(async () => {
    shop = await startMailTestApp();
    await shop.db.query(`UPDATE products SET stock = 1000 WHERE id = 'forest-green-mug'`);
    [shopper, owner] = await Promise.all([createEmulatorUser(), createEmulatorUser({ admin: true })]);
  }, 60_000);
  afterAll(() => shop.close(), 60_000);

  it('a paid order: its confirmation (lines, total, date, the GST invoice attached) once, however often the webhook comes, and the studio an alert', async () => {
    const order = await placeOnlineOrder(shop.app, shopper, { items: [MUGS], shippingAddress: address });
    const eventId = await payOrder(shop.app, order);
    await payOrder(shop.app, order, 'success', eventId);
    await payOrder(shop.app, order, 'success');

    const [confirmation] = await shop.catcher.waitFor(
      (mail) => to(shopper.email)(mail) && about(order.orderNumber)(mail),
    );
    const [alert] = await shop.catcher.waitFor((mail) => to(STUDIO_MAILBOX)(mail) && about(order.orderNumber)(mail));
    await settled(shop.db);
    expect(await mailsAbout(order.orderNumber)).toHaveLength(2);

    expect(confirmation!.subject).toBe(`Your Mitti Studio order ${order.orderNumber} is confirmed`);
    expect(confirmation!.from).toEqual([{ address: 'hello@mittistudio.in', name: 'Mitti Studio' }]);
    const [placed] = await shop.db.query<{ created_at: Date }>('SELECT created_at FROM orders WHERE id = $1', [
      order.orderId,
    ]);
    for (const part of [confirmation!.html, confirmation!.text]) {
      expect(part).toContain('Forest Green Mug × 2');
      expect(part).toContain('Rs. 1,300/-');
      expect(part).toContain('Rs. 150/-');
      expect(part).toContain('Rs. 1,450/-');
      expect(part).toContain(formatDateTimeIndia(placed!.created_at));
      expect(part).toContain('http://localhost:3000/orders');
    }
    expect(confirmation!.attachments).toEqual([
      expect.objectContaining({
        contentType: 'application/pdf',
        filename: expect.stringMatching(/^mitti-invoice-MS-/),
      }),
    ]);
    const pdf = await shop.catcher.attachment(confirmation!, confirmation!.attachments![0]!.filename);
    const lines = await pdfLines(pdf);
    expect(lines.join('\n')).toContain(order.orderNumber);
    expect(lines.join('\n')).toContain('Forest Green Mug');

    expect(alert!.subject).toBe(`New order ${order.orderNumber}: Rs. 1,450/-`);
    expect(alert!.text).toContain('ready to pack');
  });

  it('a declined card: a message saying so, with a link that opens the checkout to pay again', async () => {
    const order = await placeOnlineOrder(shop.app, shopper, { items: [MUGS], shippingAddress: address });
    await payOrder(shop.app, order, 'card_declined');
    const [failed] = await shop.catcher.waitFor(about(order.orderNumber));
    expect(failed!.subject).toBe(`Payment for order ${order.orderNumber} did not go through`);
    expect(failed!.text).toContain('Your card was declined by the bank.');
    expect(failed!.html).toContain(`href="http://localhost:3000/checkout?order=${order.orderId}"`);
    expect(failed!.attachments ?? []).toEqual([]);
  });

  it('a booked class: date, time, place, instructor, what to bring, the cancellation policy and a calendar invitation', async () => {
    const booking = await placeOnlineOrder(shop.app, shopper, { items: [CLASS], contactPhone: '+919876543210' });
    await payOrder(shop.app, booking);
    const [mail] = await shop.catcher.waitFor(
      (each) => to(shopper.email)(each) && each.subject.startsWith("You're booked"),
    );
    expect(mail!.subject).toBe("You're booked: Wheel Throwing for Beginners on 12 December 2026");
    for (const part of [mail!.html, mail!.text]) {
      expect(part).toContain('12 December 2026');
      expect(part).toContain('10:00 AM - 1:00 PM');
      expect(part).toContain('Mitti Studio, Bandra West, Mumbai');
      expect(part).toContain('Ananya Rao');
      expect(part).toContain('Clothes that can get muddy and closed shoes');
      expect(part).toContain(
        'Cancel 7 or more days before the class for a full refund, 3 to 6 days before for a 50% refund; under 3 days before, the fee is not refunded.',
      );
    }
    const invitation = mail!.attachments?.find((file) => file.filename === 'invitation.ics');
    expect(invitation?.contentType).toBe('application/ics');
    const ics = await invitationText(shop.catcher, mail!);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('SUMMARY:Wheel Throwing for Beginners');
    // What the mail says of the class, in its words (a newline in a text value is written \\n).
    expect(ics).toContain('DESCRIPTION:Instructor: Ananya Rao\\nWhat to bring and know:\\n- ');
    expect(ics).toContain('under 3 days before\\, the fee is not refunded.');
    // 10:00 to 13:00 in India is 04:30 to 07:30 UTC.
    expect(ics).toMatch(/DTSTART:20261212T043000Z/);
    expect(ics).toMatch(/DTEND:20261212T073000Z/);
    expect(ics).toContain(`UID:${booking.orderId}-wheel-throwing-for-beginners@mittistudio.in`);
    expect(ics).toContain('LOCATION:Mitti Studio\\, Bandra West\\, Mumbai');
    expect(ics).toMatch(/ATTENDEE;[^:]*:mailto:shopper-/);
    const [alert] = await shop.catcher.waitFor((each) => to(STUDIO_MAILBOX)(each) && about(booking.orderNumber)(each));
    expect(alert!.subject).toBe(`New booking ${booking.orderNumber}: Wheel Throwing for Beginners`);
  });

  it('a glazing class is looked forward to by its name, not "at the wheel" (issue 53)', async () => {
    const glazing = { id: 'glazing-masterclass', quantity: 1, type: 'workshop' };
    const booking = await placeOnlineOrder(shop.app, shopper, { items: [glazing], contactPhone: '+919876543210' });
    await payOrder(shop.app, booking);
    const [mail] = await shop.catcher.waitFor(
      (each) => to(shopper.email)(each) && each.subject.startsWith("You're booked: Glazing Masterclass"),
    );
    expect(mail!.text).toContain(
      'Your payment was received and your place is kept. We look forward to seeing you for the Glazing Masterclass.',
    );
    expect(mail!.text).not.toMatch(/wheel/i);
  });

  it('a cancelled class booking is told its booking was cancelled, not an order (issue 53)', async () => {
    const booking = await placeOnlineOrder(shop.app, shopper, { items: [CLASS], contactPhone: '+919876543210' });
    await payOrder(shop.app, booking);
    await shop.catcher.waitFor((each) => to(shopper.email)(each) && each.subject.startsWith("You're booked"));
    const cancel = await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${booking.orderId}/cancel`,
      headers: bearer(shopper),
      payload: { reason: 'I will be travelling' },
    });
    expect(cancel.statusCode).toBe(200);
    const [cancelled] = await shop.catcher.waitFor(
      (mail) => to(shopper.email)(mail) && mail.subject.includes('cancelled') && about(booking.orderNumber)(mail),
    );
    expect(cancelled!.subject).toBe(`Your booking ${booking.orderNumber} has been cancelled`);
    expect(cancelled!.html).toContain('Your booking has been cancelled');
    expect(cancelled!.text).toContain(`Your booking ${booking.orderNumber} has been cancelled as you asked.`);
    expect(cancelled!.text).not.toMatch(/your order/i);
    expect(cancelled!.text).toContain('View my bookings');
  });

  it('cash on delivery: "order received" when placed (once, for a retried request), "confirmed" with the invoice when the studio confirms', async () => {
    const retried = { 'idempotency-key': `cod-mail-${Date.now()}` };
    const body = { items: [{ id: 'forest-green-mug', quantity: 1 }], paymentMethod: 'Cash on Delivery' };
    const placed = await postOrder(shop.app, shopper, body, retried);
    expect(placed.statusCode).toBe(201);
    expect((await postOrder(shop.app, shopper, body, retried)).statusCode).toBe(201);
    const { id, orderNumber } = placed.json<{ id: string; orderNumber: string }>();
    const [received] = await shop.catcher.waitFor((mail) => to(shopper.email)(mail) && about(orderNumber)(mail));
    expect(received!.subject).toBe(`We have received your order ${orderNumber}`);
    expect(received!.text).toContain('We will call you on +919876543210 to confirm it');
    const [alert] = await shop.catcher.waitFor((mail) => to(STUDIO_MAILBOX)(mail) && about(orderNumber)(mail));
    expect(alert!.text).toContain('call them to confirm it');

    const confirmed = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/confirm-cod`,
      headers: bearer(owner),
    });
    expect(confirmed.statusCode).toBe(200);
    const [mail] = await shop.catcher.waitFor((each) => each.subject === `Your order ${orderNumber} is confirmed`);
    // The studio confirmed it after its call: the shopper confirmed nothing (issue 53).
    expect(mail!.text).toContain(`We have confirmed your cash-on-delivery order ${orderNumber}: it is being packed`);
    expect(mail!.text).not.toContain('Thank you for confirming');
    expect(mail!.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);
    await settled(shop.db);
    expect(await mailsAbout(orderNumber)).toHaveLength(3);
  });

  it("status changes: shipped with the owner's note, delivered with a link to review, cancelled saying what happens to the money", async () => {
    const order = await placeOnlineOrder(shop.app, shopper, { items: [MUGS], shippingAddress: address });
    await payOrder(shop.app, order);
    const status = (orderStatus: string, adminNote?: string) =>
      shop.app.inject({
        method: 'PATCH',
        url: `/api/orders/${order.orderId}/status`,
        headers: bearer(owner),
        payload: { orderStatus, ...(adminNote ? { adminNote } : {}) },
      });
    expect((await status('shipped', 'Blue Dart, tracking 81234567890\nExpected by Friday')).statusCode).toBe(200);
    expect((await status('shipped', 'A second note adds nothing to send')).statusCode).toBe(200);
    const [shipped] = await shop.catcher.waitFor(
      (mail) => mail.subject === `Your order ${order.orderNumber} has shipped`,
    );
    expect(shipped!.text).toContain('Blue Dart, tracking 81234567890\nExpected by Friday');
    expect((await status('delivered')).statusCode).toBe(200);
    const [delivered] = await shop.catcher.waitFor((mail) =>
      mail.subject.endsWith(`${order.orderNumber} has been delivered`),
    );
    expect(delivered!.html).toContain('href="http://localhost:3000/orders"');
    expect(delivered!.text).toContain('Review your pieces');
    await settled(shop.db);
    expect((await mailsAbout(order.orderNumber)).filter((mail) => mail.subject.includes('shipped'))).toHaveLength(1);

    const paid = await placeOnlineOrder(shop.app, shopper, { items: [MUGS], shippingAddress: address });
    await payOrder(shop.app, paid);
    const cancel = await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${paid.orderId}/cancel`,
      headers: bearer(shopper),
      payload: { reason: 'Ordered the wrong colour' },
    });
    expect(cancel.statusCode).toBe(200);
    const [cancelled] = await shop.catcher.waitFor(
      (mail) => mail.subject === `Your order ${paid.orderNumber} has been cancelled`,
    );
    expect(cancelled!.text).toContain('Ordered the wrong colour');
    expect(cancelled!.text).toContain(
      'Rs. 1,450/- will be refunded to your original payment method within 7-10 business days.',
    );
  });
});
