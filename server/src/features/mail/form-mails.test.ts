import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createEmulatorUser, bearer, type EmulatorUser } from '../../test/emulator-users';
import type { CaughtMail } from '../../test/mail-catcher';
import { settled, startMailTestApp, STUDIO_MAILBOX, type MailTestApp } from '../../test/mail-test-kit';

/** Issue 32: the contact form's and the newsletter's mails, and bad input in them. */
describe('contact and newsletter mails', () => {
  let shop: MailTestApp;
  let owner: EmulatorUser;
  const to = (address: string) => (mail: CaughtMail) => mail.to.some((each) => each.address === address);
  const contact = (payload: Record<string, string>) =>
    shop.app.inject({ method: 'POST', url: '/api/contacts', payload });
  const subscribe = (email: string) => shop.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
  const subscribers = async () =>
    (await shop.app.inject({ method: 'GET', url: '/api/admin/subscribers', headers: bearer(owner) }))
      .json<{ subscribers: { email: string }[] }>()
      .subscribers.map((each) => each.email);
  const csv = async () =>
    (await shop.app.inject({ method: 'GET', url: '/api/admin/subscribers.csv', headers: bearer(owner) })).body;

  beforeAll(async () => {
    shop = await startMailTestApp();
    owner = await createEmulatorUser({ admin: true });
  }, 60_000);
  afterAll(() => shop.close(), 60_000);

  it("the contact form: the message to the studio's mailbox (Reply-To the shopper) and an acknowledgement; sent again, nothing more", async () => {
    const form = { name: 'Asha Rao', email: 'asha@example.in', phone: '98765 43210', message: 'Do you ship to Goa?' };
    const first = await contact(form);
    expect(first.statusCode).toBe(201);
    const again = await contact(form);
    expect(again.json()).toEqual(first.json());

    const [studio] = await shop.catcher.waitFor(to(STUDIO_MAILBOX));
    expect(studio!.subject).toBe('Contact form: Asha Rao');
    expect((await shop.catcher.headers(studio!))['reply-to']).toEqual(['Asha Rao <asha@example.in>']);
    expect(studio!.text).toContain('Do you ship to Goa?');
    expect(studio!.text).toContain('98765 43210');
    const [ack] = await shop.catcher.waitFor(to('asha@example.in'));
    expect(ack!.subject).toBe('We have received your message');
    // Says the message arrived, and quotes nothing of it (issue 54): the address is whatever was typed.
    expect(ack!.text).toContain("We have received a message sent from Mitti Studio's contact form");
    expect(ack!.text).not.toContain('Do you ship to Goa?');
    expect(ack!.text).not.toContain('Asha');
    await settled(shop.db);
    expect(await shop.catcher.messages()).toHaveLength(2);
  });

  it("markup in a name or a message shows as text in the studio's mail", async () => {
    const name = '<img src=x onerror=alert(1)>Meera';
    const message = '<script>alert("hi")</script> <b>bold?</b>\nSecond line';
    expect((await contact({ name, email: 'meera@example.in', message })).statusCode).toBe(201);
    const [studio] = await shop.catcher.waitFor((mail) => to(STUDIO_MAILBOX)(mail) && mail.subject.includes('Meera'));
    expect(studio!.html).not.toContain('<script>');
    expect(studio!.html).not.toContain('<img src=x');
    expect(studio!.html).not.toContain('<b>bold?</b>');
    expect(studio!.html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;');
    expect(studio!.html).toContain('&lt;img src=x onerror=alert(1)&gt;Meera');
    expect(studio!.text).toContain('<script>alert("hi")</script> <b>bold?</b>\nSecond line');
  });

  it('the acknowledgement to a typed-in address carries nothing its sender wrote; no typed text is a link', async () => {
    const name = 'Your parcel is held: pay at www.evil.example';
    const message = 'Claim your refund at https://evil.example/claim or write to refunds@evil.example';
    expect((await contact({ name, email: 'victim@example.in', message })).statusCode).toBe(201);
    const [ack] = await shop.catcher.waitFor(to('victim@example.in'));
    for (const part of [ack!.html, ack!.text, ack!.subject]) {
      expect(part).not.toMatch(/evil|parcel|refund|Claim/i);
    }
    expect(ack!.text).toContain('will answer it within 1-2 business days');

    // The studio reads the words, and its mail client finds no address in them to link.
    const [studio] = await shop.catcher.waitFor((mail) => to(STUDIO_MAILBOX)(mail) && mail.subject.includes('parcel'));
    for (const part of [studio!.html, studio!.text]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('https://evil');
      expect(part).not.toContain('@evil');
      expect(part.replaceAll('\u200b', '')).toContain(message);
    }
    expect(studio!.html).not.toMatch(/href="[^"]*evil/);
  });

  it('CR and LF in a name cannot add a header or a recipient; in an address the form is refused', async () => {
    const name = 'Ravi\r\nBcc: thief@evil.test\r\nSubject: Free pots';
    expect((await contact({ name, email: 'ravi@example.in', message: 'Hello' })).statusCode).toBe(201);
    const [studio] = await shop.catcher.waitFor((mail) => to(STUDIO_MAILBOX)(mail) && mail.subject.includes('Ravi'));
    const [ack] = await shop.catcher.waitFor(to('ravi@example.in'));
    for (const mail of [studio!, ack!]) {
      const headers = await shop.catcher.headers(mail);
      expect(headers.bcc).toBeUndefined();
      expect(headers.subject).toHaveLength(1);
      expect(mail.envelope.to.map((rcpt) => rcpt.address)).not.toContain('thief@evil.test');
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
    expect(studio!.subject).toBe('Contact form: Ravi Bcc: thief@evil.test Subject: Free pots');
    expect((await shop.catcher.headers(studio!))['reply-to']).toEqual([
      '"Ravi Bcc: thief@evil.test Subject: Free pots" <ravi@example.in>',
    ]);
    await settled(shop.db);
    expect((await shop.catcher.messages()).filter(to('thief@evil.test'))).toEqual([]);

    for (const email of ['ravi@example.in\r\nBcc: thief@evil.test', 'ravi@example.in,thief@evil.test']) {
      const refused = await contact({ name: 'Ravi', email, message: 'Hello' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: 'Email is invalid', statusCode: 400 });
      expect((await subscribe(email)).statusCode).toBe(400);
    }
  });

  it('newsletter: one inbox is sent one confirmation, however its address is varied (+tag, dots at Gmail)', async () => {
    const variants = [
      'Noor.Khan+1@gmail.com',
      'noorkhan+2@googlemail.com',
      'n.o.o.r.khan@gmail.com',
      'noor.khan@gmail.com',
    ];
    for (const email of variants) {
      const answer = await subscribe(email);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: 'Thank you! Please check your inbox to confirm your subscription.' });
    }
    // Another inbox of the same name elsewhere is its own: its dots are its own, its +tag is not.
    expect((await subscribe('noor.khan@example.in')).statusCode).toBe(200);
    expect((await subscribe('noor.khan+shop@example.in')).statusCode).toBe(200);
    await shop.catcher.waitFor(to('noor.khan@example.in'));
    await settled(shop.db);
    const sentTo = (await shop.catcher.messages()).flatMap((mail) => mail.to.map((each) => each.address));
    expect(sentTo.filter((address) => variants.map((each) => each.toLowerCase()).includes(address))).toHaveLength(1);
    expect(sentTo.filter((address) => address.endsWith('@example.in') && address.startsWith('noor'))).toEqual([
      'noor.khan@example.in',
    ]);
  });

  it('newsletter: counts only once the mailed link is confirmed; every newsletter mail unsubscribes in one click (RFC 8058)', async () => {
    expect((await subscribe('Kabir@Example.in')).statusCode).toBe(200);
    expect((await subscribe('kabir@example.in')).statusCode).toBe(200);
    const [request] = await shop.catcher.waitFor(to('kabir@example.in'));
    expect(request!.subject).toBe("Please confirm your subscription to Mitti Studio's newsletter");
    const confirmUrl = /href="(http:\/\/api\.mitti\.test\/newsletter\/confirm\?token=[^"]+)"/.exec(request!.html)?.[1];
    expect(confirmUrl).toBeDefined();
    const requestHeaders = await shop.catcher.headers(request!);
    expect(requestHeaders['list-unsubscribe']).toEqual([
      expect.stringMatching(/^<http:\/\/api\.mitti\.test\/newsletter\/unsubscribe\?token=/),
    ]);
    expect(requestHeaders['list-unsubscribe-post']).toEqual(['List-Unsubscribe=One-Click']);
    await settled(shop.db);
    expect((await shop.catcher.messages()).filter(to('kabir@example.in'))).toHaveLength(1);
    expect(await subscribers()).not.toContain('kabir@example.in');

    // A mail scanner opening the link confirms nothing: the page asks, and its button confirms.
    const path = new URL(confirmUrl!).pathname + new URL(confirmUrl!).search;
    const page = await shop.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Yes, subscribe me');
    expect(await subscribers()).not.toContain('kabir@example.in');
    const confirmed = await shop.app.inject({ method: 'POST', url: path });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Thank you for confirming.');
    expect(await subscribers()).toContain('kabir@example.in');
    expect(await csv()).toContain('kabir@example.in');

    const [welcome] = await shop.catcher.waitFor(
      (mail) => to('kabir@example.in')(mail) && mail.subject.startsWith("You're"),
    );
    const welcomeHeaders = await shop.catcher.headers(welcome!);
    const unsubscribe = /^<([^>]+)>/.exec(welcomeHeaders['list-unsubscribe']?.[0] ?? '')?.[1];
    expect(unsubscribe).toMatch(/^http:\/\/api\.mitti\.test\/newsletter\/unsubscribe\?token=/);
    expect(welcomeHeaders['list-unsubscribe-post']).toEqual(['List-Unsubscribe=One-Click']);
    const unsubscribePath = new URL(unsubscribe!).pathname + new URL(unsubscribe!).search;
    expect((await shop.app.inject({ method: 'GET', url: unsubscribePath })).statusCode).toBe(200);
    expect(await subscribers()).toContain('kabir@example.in');
    // What a mail client's one-click unsubscribe sends.
    const oneClick = await shop.app.inject({
      method: 'POST',
      url: unsubscribePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await subscribers()).not.toContain('kabir@example.in');
    expect(await csv()).not.toContain('kabir@example.in');

    const unknown = await shop.app.inject({
      method: 'POST',
      url: '/newsletter/confirm?token=00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<html lang="en-IN">');
    expect(unknown.body).toContain('<h1>This link no longer works</h1>');
    expect(unknown.body).toContain('<a href="http://localhost:3000/">Back to the shop</a>');
  });
});
