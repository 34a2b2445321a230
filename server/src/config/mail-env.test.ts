import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { EnvError, parseEnv } from './env';

const production = {
  NODE_ENV: 'production',
  GSTIN: 'unregistered',
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_abc123',
  RAZORPAY_KEY_SECRET: 'live-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret',
  DOCUMENT_SERVER_SECRET: 'a-secret-of-the-document-servers-42',
};
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

describe('mail variables (docs/email.md)', () => {
  it('npm start sends to the local catcher; tests without SMTP_URL send nothing', () => {
    expect(parseEnv({}).mail).toMatchObject({
      smtpUrl: 'smtp://localhost:1025',
      from: { name: 'Mitti Studio', address: 'hello@mittistudio.in' },
      studioAddress: 'hello@mittistudio.in',
      dkim: null,
      retry: { retryLimit: 10, retryDelaySeconds: 5, sendTimeoutSeconds: 60 },
    });
    expect(parseEnv({ NODE_ENV: 'test' }).mail).toBeNull();
  });

  it('production fails closed without a mail server', () => {
    expect(() => parseEnv(production)).toThrow(EnvError);
    expect(() => parseEnv(production)).toThrow(/^Invalid environment variable SMTP_URL: NODE_ENV=production needs/);
    expect(parseEnv({ ...production, SMTP_URL: 'smtps://shop:pw@smtp.example:465' }).mail?.smtpUrl).toBe(
      'smtps://shop:pw@smtp.example:465',
    );
  });

  it('reads the sender, the studio mailbox, DKIM (a PEM with \\n escapes) and the retry timings', () => {
    const env = parseEnv({
      SMTP_URL: 'smtp://smtp.example:587',
      MAIL_FROM: 'orders@mittistudio.in',
      STUDIO_EMAIL: 'studio@mittistudio.in',
      DKIM_DOMAIN: 'mittistudio.in',
      DKIM_SELECTOR: 'mail2026',
      DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
      MAIL_RETRY_LIMIT: '4',
      MAIL_RETRY_DELAY_SECONDS: '2',
      MAIL_SEND_TIMEOUT_SECONDS: '30',
    });
    expect(env.mail).toEqual({
      smtpUrl: 'smtp://smtp.example:587',
      from: { name: 'Mitti Studio', address: 'orders@mittistudio.in' },
      studioAddress: 'studio@mittistudio.in',
      dkim: { domainName: 'mittistudio.in', keySelector: 'mail2026', privateKey: pem.trim() },
      retry: { retryLimit: 4, retryDelaySeconds: 2, sendTimeoutSeconds: 30 },
    });
  });

  it('refuses half a DKIM setup, two addresses in one, and never echoes the SMTP password or the key', () => {
    expect(() => parseEnv({ DKIM_DOMAIN: 'mittistudio.in' })).toThrow(
      /^Invalid environment variable DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY: DKIM signing needs all three/,
    );
    expect(() => parseEnv({ STUDIO_EMAIL: 'a@mittistudio.in, b@mittistudio.in' })).toThrow(
      /STUDIO_EMAIL: must be one e-mail address/,
    );
    const badUrl = () => parseEnv({ SMTP_URL: 'http://shop:hunter2@smtp.example' });
    expect(badUrl).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL \(got a hidden value\)/);
    expect(badUrl).not.toThrow(/hunter2/);
    const badKey = () => parseEnv({ DKIM_PRIVATE_KEY: 'secret-key-material' });
    expect(badKey).toThrow(/DKIM_PRIVATE_KEY: must be a PEM private key \(got a hidden value\)/);
  });
});
