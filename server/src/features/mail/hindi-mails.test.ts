import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../test/emulator-users';
import { invitationText, type CaughtMail } from '../../test/mail-catcher';
import { address, postOrder } from '../../test/order-test-kit';
import {
  payOrder,
  placeOnlineOrder,
  settled,
  startMailTestApp,
  STUDIO_MAILBOX,
  type MailTestApp,
} from '../../test/mail-test-kit';
import { formatDateTimeHindi } from './hindi-dates';

const MUGS = { id: 'forest-green-mug', quantity: 2 }; // Rs. 650 each: Rs. 1,300 and Rs. 150 shipping
const CLASS = { id: 'wheel-throwing-for-beginners', quantity: 1, type: 'workshop' }; // 12 Dec 2026, Rs. 2,500
const HINDI = { 'accept-language': 'hi' };

/**
 * Issue 57 item 2 (decision 106): each mail in the language the shopper used when the event happened, which the
 * page sends as `Accept-Language: hi` or `en`; an order's later mails in the language it was placed in.
 */
describe('mails in Hindi', () => {
  let shop: MailTestApp;
  let shopper: EmulatorUser;
  let owner: EmulatorUser;
  const to = (address: string) => (mail: CaughtMail) => mail.to.some((each) => each.address === address);
  const about = (orderNumber: string) => (mail: CaughtMail) => mail.subject.includes(orderNumber);
  const languageOf = async (orderId: string) =>
    (await shop.db.query<{ language: string }>('SELECT language FROM orders WHERE id = $1', [orderId]))[0]?.language;

  beforeAll(async () => {
    shop = await startMailTestApp();
    await shop.db.query(`UPDATE products SET stock = 1000 WHERE id = 'forest-green-mug'`);
    [shopper, owner] = await Promise.all([createEmulatorUser(), createEmulatorUser({ admin: true })]);
  }, 60_000);
  afterAll(() => shop.close(), 60_000);

  it('an order placed from a Hindi page: its confirmation in Hindi, its shipping mail too, the studio still in English', async () => {
    const order = await placeOnlineOrder(shop.app, shopper, { items: [MUGS], shippingAddress: address }, HINDI);
    expect(await languageOf(order.orderId)).toBe('hi');
    await payOrder(shop.app, order);
    const [confirmation] = await shop.catcher.waitFor(
      (mail) => to(shopper.email)(mail) && about(order.orderNumber)(mail),
    );
    expect(confirmation!.subject).toBe(`आपके मिट्टी स्टूडियो ऑर्डर ${order.orderNumber} की पुष्टि हो गई है`);
    expect(confirmation!.html).toMatch(/<html[^>]* lang="hi"/);
    const [placed] = await shop.db.query<{ created_at: Date }>('SELECT created_at FROM orders WHERE id = $1', [
      order.orderId,
    ]);
    for (const part of [confirmation!.html, confirmation!.text]) {
      expect(part).toContain('आपके ऑर्डर के लिए धन्यवाद');
      expect(part).toContain(
        'आपका भुगतान मिल गया है और आपके ऑर्डर की पुष्टि हो गई है। हम हर चीज़ हाथ से पैक करते हैं और 1-2 कार्यदिवसों में भेज देते हैं',
      );
      // The owner's and the shopper's words as they are; money in the SPEC's format; the date in Hindi.
      expect(part).toContain('Forest Green Mug × 2');
      expect(part).toContain('उप-योग');
      expect(part).toContain('Rs. 1,300/-');
      expect(part).toContain('शिपिंग');
      expect(part).toContain('Rs. 150/-');
      expect(part).toContain('कुल');
      expect(part).toContain('Rs. 1,450/-');
      expect(part).toContain(`ऑर्डर की तारीख ${formatDateTimeHindi(placed!.created_at.toISOString())} · कार्ड / UPI`);
      expect(part).toMatch(/\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर) \d{4}/);
      expect(part).toContain('डिलीवरी का पता');
      expect(part).toContain('मेरे ऑर्डर देखें');
      expect(part).toContain('आपका GST इनवॉइस PDF के रूप में साथ लगा है');
      expect(part).toContain('मंगलवार से रविवार, सुबह 11 से शाम 7 बजे तक');
      expect(part).not.toMatch(/Thank you|Subtotal|View my orders|Placed /);
    }
    // The address as the shopper typed it.
    expect(confirmation!.text).toContain(`${address.city}, ${address.state} ${address.zipCode}`);
    expect(confirmation!.html).toContain('href="http://localhost:3000/hi/orders"');
    const [alert] = await shop.catcher.waitFor((mail) => to(STUDIO_MAILBOX)(mail) && about(order.orderNumber)(mail));
    expect(alert!.subject).toBe(`New order ${order.orderNumber}: Rs. 1,450/-`);
    expect(alert!.text).toContain('ready to pack');
    expect(alert!.html).toMatch(/<html[^>]* lang="en"/);

    // The owner's request is in English; the order's mail is in the order's language.
    const shipped = await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.orderId}/status`,
      headers: bearer(owner),
      payload: { orderStatus: 'shipped', adminNote: 'Blue Dart, tracking 81234567890' },
    });
    expect(shipped.statusCode).toBe(200);
    const [mail] = await shop.catcher.waitFor(
      (each) => each.subject === `आपका ऑर्डर ${order.orderNumber} भेज दिया गया है`,
    );
    expect(mail!.text).toContain(`आपका ऑर्डर ${order.orderNumber} स्टूडियो से निकल चुका है और आप तक पहुँचने के रास्ते में है।`);
    expect(mail!.text).toContain('स्टूडियो की ओर से एक नोट:');
    expect(mail!.text).toContain('Blue Dart, tracking 81234567890');
    expect(mail!.text).toContain('मेरे ऑर्डर ट्रैक करें');
    expect(mail!.html).toContain('href="http://localhost:3000/hi/orders"');
  });

  it('a declined card on a Hindi order: the failure in Hindi, and Try again opens the Hindi checkout', async () => {
    const order = await placeOnlineOrder(shop.app, shopper, { items: [MUGS], shippingAddress: address }, HINDI);
    await payOrder(shop.app, order, 'card_declined');
    const [failed] = await shop.catcher.waitFor(about(order.orderNumber));
    expect(failed!.subject).toBe(`ऑर्डर ${order.orderNumber} का भुगतान नहीं हो सका`);
    expect(failed!.text).toContain('कार्ड अस्वीकार हुआ');
    expect(failed!.text).toContain(
      `हम ऑर्डर ${order.orderNumber} का भुगतान नहीं ले सके। आपके बैंक ने आपका कार्ड अस्वीकार कर दिया। कृपया कोई दूसरा कार्ड आज़माएँ या अपने बैंक से संपर्क करें।`,
    );
    expect(failed!.text).toContain('फिर से कोशिश करें');
    expect(failed!.html).toContain(`href="http://localhost:3000/hi/checkout?order=${order.orderId}"`);
  });

  it('a class booked from a Hindi page: the booking in Hindi with the day as 12 दिसंबर 2026; its cancellation a booking too', async () => {
    const booking = await placeOnlineOrder(shop.app, shopper, { items: [CLASS], contactPhone: '+919876543210' }, HINDI);
    await payOrder(shop.app, booking);
    const [mail] = await shop.catcher.waitFor(
      (each) => to(shopper.email)(each) && each.subject.startsWith('आपकी जगह पक्की'),
    );
    expect(mail!.subject).toBe('आपकी जगह पक्की: Wheel Throwing for Beginners, 12 दिसंबर 2026');
    for (const part of [mail!.html, mail!.text]) {
      expect(part).toContain('12 दिसंबर 2026');
      expect(part).toContain('10:00 AM - 1:00 PM');
      expect(part).toContain('Mitti Studio, Bandra West, Mumbai');
      expect(part).toContain('रद्द करने की नीति');
      expect(part).toContain(
        'कक्षा से 7 या उससे ज़्यादा दिन पहले रद्द करने पर पूरा शुल्क वापस मिलता है, 3 से 6 दिन पहले रद्द करने पर 50%; 3 दिन से कम पहले रद्द करने पर शुल्क वापस नहीं होता।',
      );
      expect(part).toContain('Wheel Throwing for Beginners में आपसे मिलने का हमें इंतज़ार रहेगा।');
      expect(part).toContain('मेरी बुकिंग देखें');
    }
    expect(mail!.text).toContain('तारीख: 12 दिसंबर 2026');
    expect(mail!.text).toContain('समय: 10:00 AM - 1:00 PM');
    expect(mail!.text).toContain('प्रशिक्षक: Ananya Rao');
    // The calendar invitation says what the mail says, in Hindi; the class's name and place as the owner wrote them.
    const ics = await invitationText(shop.catcher, mail!);
    expect(ics).toContain('SUMMARY:Wheel Throwing for Beginners');
    expect(ics).toContain('DESCRIPTION:प्रशिक्षक: Ananya Rao\\nक्या साथ लाएँ और क्या जानें:\\n- ');
    expect(ics).toContain('3 दिन से कम पहले रद्द करने पर शुल्क वापस नहीं होता।');
    expect(ics).not.toContain('What to bring');
    const cancel = await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${booking.orderId}/cancel`,
      headers: bearer(shopper),
      payload: { reason: 'मैं यात्रा पर रहूँगी' },
    });
    expect(cancel.statusCode).toBe(200);
    const [cancelled] = await shop.catcher.waitFor(
      (each) => each.subject === `आपकी बुकिंग ${booking.orderNumber} रद्द कर दी गई है`,
    );
    expect(cancelled!.text).toContain(`आपके कहे अनुसार आपकी बुकिंग ${booking.orderNumber} रद्द कर दी गई है।`);
    expect(cancelled!.text).toContain('मैं यात्रा पर रहूँगी');
  });

  it('cash on delivery from a Hindi page: "order received" in Hindi, and the studio\'s confirmation later in Hindi too', async () => {
    const body = { items: [{ id: 'forest-green-mug', quantity: 1 }], paymentMethod: 'Cash on Delivery' };
    const placed = await postOrder(shop.app, shopper, body, HINDI);
    expect(placed.statusCode).toBe(201);
    const { id, orderNumber } = placed.json<{ id: string; orderNumber: string }>();
    const [received] = await shop.catcher.waitFor((mail) => to(shopper.email)(mail) && about(orderNumber)(mail));
    expect(received!.subject).toBe(`हमें आपका ऑर्डर ${orderNumber} मिल गया है`);
    expect(received!.text).toContain('हम आपको +919876543210 पर कॉल करेंगे');
    expect(received!.text).toContain('कैश ऑन डिलीवरी शुल्क');
    const [alert] = await shop.catcher.waitFor((mail) => to(STUDIO_MAILBOX)(mail) && about(orderNumber)(mail));
    expect(alert!.text).toContain('call them to confirm it');

    const confirmed = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/confirm-cod`,
      headers: bearer(owner),
    });
    expect(confirmed.statusCode).toBe(200);
    const [mail] = await shop.catcher.waitFor((each) => each.subject === `आपके ऑर्डर ${orderNumber} की पुष्टि हो गई है`);
    expect(mail!.text).toContain(`हमने आपके कैश ऑन डिलीवरी ऑर्डर ${orderNumber} की पुष्टि कर दी है`);
  });

  it.each([
    ['en', 'en'],
    ['an unknown language (fr)', 'fr'],
    ["a browser's own list (hi-IN,hi;q=0.9)", 'hi-IN,hi;q=0.9'],
    ['none', null],
  ])('an order placed with %s is English, its mails unchanged', async (_name, language) => {
    const headers: Record<string, string> = language ? { 'accept-language': language } : {};
    const order = await placeOnlineOrder(shop.app, shopper, { items: [MUGS], shippingAddress: address }, headers);
    expect(await languageOf(order.orderId)).toBe('en');
    await payOrder(shop.app, order, 'card_declined');
    const [failed] = await shop.catcher.waitFor(about(order.orderNumber));
    expect(failed!.subject).toBe(`Payment for order ${order.orderNumber} did not go through`);
    expect(failed!.html).toMatch(/<html[^>]* lang="en"/);
    expect(failed!.text).toContain('Your card was declined by the bank.');
    expect(failed!.html).toContain(`href="http://localhost:3000/checkout?order=${order.orderId}"`);
  });

  it("the contact form from a Hindi page: the shopper's acknowledgement in Hindi, the studio's message in English", async () => {
    const form = { name: 'आशा राव', email: 'asha.hi@example.in', message: 'क्या आप गोवा भेजते हैं?' };
    const sent = await shop.app.inject({ method: 'POST', url: '/api/contacts', headers: HINDI, payload: form });
    expect(sent.statusCode).toBe(201);
    const [ack] = await shop.catcher.waitFor(to('asha.hi@example.in'));
    expect(ack!.subject).toBe('हमें आपका संदेश मिल गया है');
    expect(ack!.html).toMatch(/<html[^>]* lang="hi"/);
    expect(ack!.text).toContain('हमें लिखने के लिए धन्यवाद');
    expect(ack!.text).toContain('और हम 1-2 कार्यदिवसों में उसका जवाब देंगे।');
    expect(ack!.html).toContain('href="http://localhost:3000/hi/contact"');
    expect(ack!.text).not.toContain('गोवा');
    const [studio] = await shop.catcher.waitFor((mail) => to(STUDIO_MAILBOX)(mail) && mail.subject.includes('आशा'));
    expect(studio!.subject).toBe('Contact form: आशा राव');
    expect(studio!.text).toContain('Reply to this e-mail to answer आशा राव.');
    expect(studio!.text).toContain('क्या आप गोवा भेजते हैं?');
  });

  it('a newsletter sign-up from a Hindi page: the confirmation in Hindi, and the welcome after the link too', async () => {
    const email = 'meera.hi@example.in';
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: HINDI,
      payload: { email },
    });
    expect(answer.statusCode).toBe(200);
    const [request] = await shop.catcher.waitFor(to(email));
    expect(request!.subject).toBe('कृपया मिट्टी स्टूडियो के न्यूज़लेटर की अपनी सदस्यता की पुष्टि करें');
    expect(request!.text).toContain('हाँ, मुझे सदस्य बनाएँ');
    expect(request!.html).toMatch(/<html[^>]* lang="hi"/);
    const confirmUrl = /href="(http:\/\/api\.mitti\.test\/newsletter\/confirm\?token=[^"]+)"/.exec(request!.html)?.[1];
    expect(confirmUrl).toBeDefined();
    // The link is followed from the mail, with no page language: the sign-up's is the page's and the welcome's.
    const url = new URL(confirmUrl!);
    const asked = await shop.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(asked.body).toContain('<html lang="hi">');
    expect(asked.body).toContain('<h1>अपनी सदस्यता की पुष्टि करें</h1>');
    expect(asked.body).toContain('<button type="submit">हाँ, मुझे सदस्य बनाएँ</button>');
    expect(asked.body).not.toContain('Yes, subscribe me');
    const confirmed = await shop.app.inject({ method: 'POST', url: url.pathname + url.search });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('<h1>आपकी सदस्यता शुरू हो गई है</h1>');
    expect(confirmed.body).toContain('<a href="http://localhost:3000/hi">दुकान पर वापस जाएँ</a>');
    const [welcome] = await shop.catcher.waitFor((mail) => to(email)(mail) && mail.subject !== request!.subject);
    expect(welcome!.subject).toBe('आप मिट्टी स्टूडियो के न्यूज़लेटर के सदस्य बन गए हैं');
    expect(welcome!.text).toContain('पुष्टि करने के लिए धन्यवाद।');
    expect(welcome!.html).toContain('href="http://localhost:3000/hi/store"');
    // Its unsubscribe page and its answer are in Hindi too.
    const unsubscribe = /href="http:\/\/api\.mitti\.test(\/newsletter\/unsubscribe\?token=[^"]+)"/.exec(
      welcome!.html,
    )?.[1];
    expect(unsubscribe).toBeDefined();
    const leave = await shop.app.inject({ method: 'GET', url: unsubscribe!.replaceAll('&amp;', '&') });
    expect(leave.body).toContain('<button type="submit">सदस्यता छोड़ें</button>');
    const left = await shop.app.inject({ method: 'POST', url: unsubscribe!.replaceAll('&amp;', '&') });
    expect(left.body).toContain('<h1>आपने सदस्यता छोड़ दी है</h1>');
    await settled(shop.db);
  });
});
