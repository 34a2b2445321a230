import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseEnv } from '../../config/env';
import { TOO_MANY_REQUESTS } from '../../plugins/route-rate-limits';
import { createEmulatorUser, type EmulatorUser } from '../../test/emulator-users';
import type { CaughtMail } from '../../test/mail-catcher';
import { createTestApp } from '../../test/test-app';
import { settled, startMailTestApp, type MailTestApp } from '../../test/mail-test-kit';
import { AUTH_MAILS_PER_INBOX_PER_DAY } from './auth-mail-repository';
import { INVALID_EMAIL_FORMAT, PASSWORD_RESET_ANSWER, SIGN_IN_LINK_ANSWER } from './auth-mail-routes';

const EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

/** What a shopper's browser and the identity provider do with a link: the Auth emulator's REST API. */
async function identityToolkit(path: string, body: object): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** The link of the mail's button, as a mail client follows it. */
function buttonLink(mail: CaughtMail): URL {
  const href = [...mail.html.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1]!.replaceAll('&amp;', '&'))
    .find((each) => each.includes('oobCode='));
  if (!href) throw new Error(`no link with a code in "${mail.subject}"`);
  return new URL(href);
}

/** Issue 53 item 6: the password-reset and sign-in-link mails are the shop's own, sent through its mail queue. */
describe('POST /api/auth/password-reset and /api/auth/sign-in-link', () => {
  let shop: MailTestApp;
  let shopper: EmulatorUser;
  const { shopUrl } = parseEnv();
  const to = (address: string) => (mail: CaughtMail) => mail.to.some((each) => each.address === address);
  const ask = (path: string, payload?: unknown, headers: Record<string, string> = {}) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/auth/${path}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const queuedTo = async (...addresses: string[]) =>
    (
      await shop.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM mail_messages WHERE recipient = ANY($1) AND kind IN ('password-reset', 'sign-in-link')`,
        [addresses],
      )
    )[0]!.count;

  beforeAll(async () => {
    shop = await startMailTestApp();
    shopper = await createEmulatorUser();
  }, 60_000);
  afterAll(() => shop.close(), 60_000);

  it("mails an account's address a reset link of its own, which sets a new password and returns to the shop", async () => {
    const response = await ask('password-reset', { email: ` ${shopper.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_ANSWER });

    const [mail] = await shop.catcher.waitFor(to(shopper.email));
    expect(mail!.subject).toBe('Reset your Mitti Studio password');
    expect(mail!.from[0]!.address).toBe('hello@mittistudio.in');
    expect(mail!.text).toContain('Reset your password');
    const link = buttonLink(mail!);
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('continueUrl')).toBe(`${shopUrl}/login`);

    // The identity provider takes the link's code: the new password signs in, the old one no longer does.
    const reset = await identityToolkit('accounts:resetPassword', {
      oobCode: link.searchParams.get('oobCode'),
      newPassword: 'Glazed-bowls-7!',
    });
    expect(reset.status).toBe(200);
    const signIn = (password: string) =>
      identityToolkit('accounts:signInWithPassword', { email: shopper.email, password, returnSecureToken: true });
    const signedIn = await signIn('Glazed-bowls-7!');
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.localId).toBe(shopper.uid);
    expect((await signIn(shopper.password)).status).toBe(400);

    await settled(shop.db);
    expect((await shop.catcher.messages()).filter(to(shopper.email))).toHaveLength(1);
  });

  it('answers an address with no account exactly the same, and mails it nothing', async () => {
    const stranger = `nobody-${Date.now()}@example.com`;
    const known = await createEmulatorUser();
    const forKnown = await ask('password-reset', { email: known.email });
    const forStranger = await ask('password-reset', { email: stranger });
    expect(forStranger.statusCode).toBe(forKnown.statusCode);
    expect(forStranger.json()).toEqual(forKnown.json());
    await shop.catcher.waitFor(to(known.email));
    await settled(shop.db);
    expect(await queuedTo(stranger)).toBe(0);
    expect((await shop.catcher.messages()).filter(to(stranger))).toHaveLength(0);
  });

  it('mails a sign-in link whose code signs the shopper in, returning to /email-link-confirm', async () => {
    const response = await ask('sign-in-link', { email: shopper.email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SIGN_IN_LINK_ANSWER });

    const [mail] = await shop.catcher.waitFor((each) => to(shopper.email)(each) && each.subject.includes('sign-in'));
    expect(mail!.subject).toBe('Your Mitti Studio sign-in link');
    const link = buttonLink(mail!);
    expect(link.searchParams.get('mode')).toBe('signIn');
    expect(link.searchParams.get('continueUrl')).toBe(`${shopUrl}/email-link-confirm`);
    const signedIn = await identityToolkit('accounts:signInWithEmailLink', {
      email: shopper.email,
      oobCode: link.searchParams.get('oobCode'),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.localId).toBe(shopper.uid);
  });

  it('from a Hindi page: the links in Hindi, each returning to its Hindi page (decision 106)', async () => {
    const reader = await createEmulatorUser();
    expect((await ask('sign-in-link', { email: reader.email }, { 'accept-language': 'hi' })).statusCode).toBe(200);
    expect((await ask('password-reset', { email: reader.email }, { 'accept-language': 'hi' })).statusCode).toBe(200);
    const [signIn] = await shop.catcher.waitFor((each) => to(reader.email)(each) && each.subject.includes('साइन-इन'));
    expect(signIn!.subject).toBe('आपका मिट्टी स्टूडियो साइन-इन लिंक');
    expect(signIn!.html).toMatch(/<html[^>]* lang="hi"/);
    expect(signIn!.text).toContain('मिट्टी स्टूडियो में साइन इन करें');
    expect(buttonLink(signIn!).searchParams.get('continueUrl')).toBe(`${shopUrl}/hi/email-link-confirm`);
    const [reset] = await shop.catcher.waitFor((each) => to(reader.email)(each) && each.subject.includes('पासवर्ड'));
    expect(reset!.subject).toBe('अपना मिट्टी स्टूडियो पासवर्ड रीसेट करें');
    expect(reset!.text).toContain('आपका पासवर्ड जैसा है वैसा ही रहेगा।');
    expect(buttonLink(reset!).searchParams.get('continueUrl')).toBe(`${shopUrl}/hi/login`);
  });

  it("takes the way back from the shop's configured origin, never from the request", async () => {
    const known = await createEmulatorUser();
    const response = await ask(
      'password-reset',
      { email: known.email },
      {
        host: 'evil.example',
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        referer: 'https://evil.example/',
      },
    );
    expect(response.statusCode).toBe(200);
    const [mail] = await shop.catcher.waitFor(to(known.email));
    expect(buttonLink(mail!).searchParams.get('continueUrl')).toBe(`${shopUrl}/login`);
    expect(mail!.html).not.toContain('evil');
  });

  it('sends one inbox one link of a kind in a few minutes, whichever of its addresses asks, and a few a day', async () => {
    const local = `potter${Date.now()}`;
    const variants = [
      `${local}@gmail.com`,
      `${local}+kiln@gmail.com`,
      `${local.slice(0, 3)}.${local.slice(3)}@gmail.com`,
    ];
    for (const email of variants) {
      const response = await ask('sign-in-link', { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: SIGN_IN_LINK_ANSWER });
    }
    expect(await queuedTo(...variants)).toBe(1);
    // Another kind is counted apart: the inbox may still be sent a reset link (had it an account).

    // Later in the day, once the last link is some minutes old, another; never more than the day's allowance.
    const inbox = `${local}@gmail.com`;
    for (let asked = 1; asked < AUTH_MAILS_PER_INBOX_PER_DAY + 2; asked++) {
      await shop.db.query(`UPDATE auth_mails_sent SET sent_at = sent_at - interval '10 minutes' WHERE inbox = $1`, [
        inbox,
      ]);
      expect((await ask('sign-in-link', { email: variants[asked % variants.length] })).statusCode).toBe(200);
    }
    expect(await queuedTo(...variants)).toBe(AUTH_MAILS_PER_INBOX_PER_DAY);

    // A day on, the inbox may be sent a link again.
    await shop.db.query(`UPDATE auth_mails_sent SET sent_at = sent_at - interval '1 day' WHERE inbox = $1`, [inbox]);
    await ask('sign-in-link', { email: variants[0] });
    expect(await queuedTo(...variants)).toBe(AUTH_MAILS_PER_INBOX_PER_DAY + 1);
  });

  it('sends concurrent requests of one inbox one link', async () => {
    const known = await createEmulatorUser();
    const responses = await Promise.all(Array.from({ length: 5 }, () => ask('password-reset', { email: known.email })));
    expect(responses.map((each) => each.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await queuedTo(known.email)).toBe(1);
  });

  it.each([
    ['an address that is not one', { email: 'not-an-email' }],
    ['two addresses', { email: `${'a'}@example.com, b@example.com` }],
    ['an address with a line break', { email: 'a@example.com\r\nBcc: b@example.com' }],
    ['10 KB of address', { email: `${'a'.repeat(10_240)}@example.com` }],
    ['an empty address', { email: '  ' }],
    ['no address', {}],
    ['a number', { email: 42 }],
    ['a list', [{ email: 'a@example.com' }]],
    ['no body', undefined],
  ])('refuses %s with a clear 400 and mails nothing', async (_label, payload) => {
    for (const path of ['password-reset', 'sign-in-link']) {
      const response = await ask(path, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: INVALID_EMAIL_FORMAT, statusCode: 400 });
    }
    expect(await queuedTo('a@example.com', 'b@example.com', 'not-an-email')).toBe(0);
  });

  it('refuses a JSON body that is not JSON, or empty, with a 400', async () => {
    for (const payload of ['{"email":', '']) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json<{ error: unknown }>().error).toBe('string');
    }
  });
});

describe('the auth mails are limited per client address', () => {
  it.each(['password-reset', 'sign-in-link'])(
    'POST /api/auth/%s: the sixth request in a minute is refused',
    async (path) => {
      const limited = await createTestApp({ rateLimitMax: 1000 });
      try {
        const ask = (index: number) =>
          limited.app.inject({
            method: 'POST',
            url: `/api/auth/${path}`,
            remoteAddress: '203.0.113.9',
            payload: { email: `someone-${index}@example.in` },
          });
        for (let index = 0; index < 5; index++) expect((await ask(index)).statusCode).toBe(200);
        const refused = await ask(5);
        expect(refused.statusCode).toBe(429);
        expect(refused.json<{ error: string }>().error).toBe(TOO_MANY_REQUESTS);
      } finally {
        await limited.close();
      }
    },
  );
});
