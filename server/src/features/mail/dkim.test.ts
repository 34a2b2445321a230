import { createHash, createVerify, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startMailTestApp, STUDIO_MAILBOX, type MailTestApp } from '../../test/mail-test-kit';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** RFC 6376 3.4.2, "relaxed" header canonicalization. */
const relaxedHeader = (name: string, value: string) =>
  `${name.toLowerCase()}:${value
    .replace(/\r\n(?=[ \t])/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim()}`;

/** RFC 6376 3.4.4, "relaxed" body canonicalization. */
function relaxedBody(body: string): string {
  const lines = body.split('\r\n').map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''));
  while (lines.length && lines.at(-1) === '') lines.pop();
  return lines.length ? `${lines.join('\r\n')}\r\n` : '';
}

/** Verifies a message's DKIM-Signature as a receiving server would, with the key DNS would publish. */
function verifyDkim(raw: string, key: string) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split + 2);
  const body = raw.slice(split + 4);
  const headers = [...head.matchAll(/^([^\s:]+):((?:.*)(?:\r\n[ \t].*)*)\r\n/gm)].map((m) => ({
    name: m[1]!,
    value: m[2]!,
  }));
  const signature = headers.find((header) => header.name.toLowerCase() === 'dkim-signature')!;
  const tags = Object.fromEntries(
    signature.value
      .replace(/\r\n[ \t]/g, '')
      .split(';')
      .map((tag) =>
        tag
          .trim()
          .split(/=(.*)/s)
          .map((part) => part.replace(/\s+/g, '')),
      )
      .filter(([name]) => name),
  ) as Record<string, string>;
  const bodyHash = createHash('sha256').update(relaxedBody(body)).digest('base64');
  const used = new Map<string, number>();
  const signed = tags.h!.split(':').map((name) => {
    const all = headers.filter((header) => header.name.toLowerCase() === name.toLowerCase());
    const taken = used.get(name.toLowerCase()) ?? 0;
    used.set(name.toLowerCase(), taken + 1);
    const header = all[all.length - 1 - taken];
    return header ? `${relaxedHeader(header.name, header.value)}\r\n` : '';
  });
  const unsignedValue = signature.value.replace(/(\bb=)[^;]*/, '$1');
  const verifier = createVerify('RSA-SHA256');
  verifier.update(signed.join('') + relaxedHeader(signature.name, unsignedValue));
  return { tags, bodyHashMatches: bodyHash === tags.bh, signatureValid: verifier.verify(key, tags.b!, 'base64') };
}

describe('DKIM signing (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY)', () => {
  let shop: MailTestApp;
  beforeAll(async () => {
    const dkim = {
      domainName: 'mittistudio.in',
      keySelector: 'mail2026',
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
    shop = await startMailTestApp({ mail: { dkim } });
  }, 60_000);
  afterAll(() => shop.close(), 60_000);

  it('signs every message so that the public key of <selector>._domainkey.<domain> verifies it', async () => {
    const form = { name: 'Asha Rao', email: 'asha@example.in', message: 'Signed, sealed, delivered.' };
    expect((await shop.app.inject({ method: 'POST', url: '/api/contacts', payload: form })).statusCode).toBe(201);
    const [mail] = await shop.catcher.waitFor((each) => each.to[0]?.address === STUDIO_MAILBOX);
    const raw = await shop.catcher.source(mail!);
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const result = verifyDkim(raw, pem);
    expect(result.tags).toMatchObject({ d: 'mittistudio.in', s: 'mail2026', a: 'rsa-sha256' });
    expect(result.tags.h!.toLowerCase().split(':')).toEqual(expect.arrayContaining(['from', 'to', 'subject']));
    expect(result.bodyHashMatches).toBe(true);
    expect(result.signatureValid).toBe(true);
    // The same check fails for a message changed on its way.
    expect(verifyDkim(raw.replace('Subject: Contact form', 'Subject: Kontact form'), pem).signatureValid).toBe(false);
  });
});
