import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { repoRoot } from '../lib/paths';
import { EnvError, parseEnv } from './env';

/** A production copy's document server secret (decision 065), here only so those copies start. */
const documentServers = { DOCUMENT_SERVER_SECRET: 'a-secret-of-the-document-servers-42' };

describe('parseEnv', () => {
  it('has working defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      port: 4000,
      host: 'localhost',
      nodeEnv: 'development',
      databaseUrl: undefined,
      dataDir: path.join(repoRoot, '.data', 'pglite'),
      publicApiUrl: 'http://localhost:4000',
      rateLimitMax: 5000,
    });
    // Every app's own origin, the owner's admin remote run alone included, and the partner's page.
    expect(env.corsOrigins).toEqual(
      expect.arrayContaining([
        'http://localhost:3000',
        'http://localhost:3004',
        'http://localhost:3005',
        'http://127.0.0.1:3010',
      ]),
    );
  });

  it('reads overrides', () => {
    const env = parseEnv({
      PORT: '5050',
      DATA_DIR: 'memory://',
      PUBLIC_API_URL: 'https://api.mitti.example/',
      CORS_ORIGINS: 'https://mitti.example, https://embed.example',
      DATABASE_URL: 'postgres://mitti:secret@db:5432/mitti',
    });
    expect(env).toMatchObject({
      port: 5050,
      dataDir: 'memory://',
      publicApiUrl: 'https://api.mitti.example',
      corsOrigins: ['https://mitti.example', 'https://embed.example'],
      databaseUrl: 'postgres://mitti:secret@db:5432/mitti',
    });
    expect(parseEnv({ PORT: '5050' }).publicApiUrl).toBe('http://localhost:5050');
  });

  it('fails fast naming a bad PORT', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('names other bad variables', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('trusts exactly the proxies it is told of, never every hop', () => {
    expect(parseEnv({}).trustProxy).toEqual([]);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(
      /^Invalid environment variable TRUST_PROXY: trusting every hop lets any client choose the address its limits count against: give the addresses of the proxies in front of this server/,
    );
    expect(() => parseEnv({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: a hop count \(1\) cannot tell the proxy/);
    expect(() => parseEnv({ TRUST_PROXY: 'proxy.internal' })).toThrow(
      /TRUST_PROXY: "proxy.internal" is not an address or a CIDR range/,
    );
  });

  it('stops with the process that started it only when told to (npm start)', () => {
    expect(parseEnv({}).exitWithParent).toBe(false);
    expect(parseEnv({ EXIT_WITH_PARENT: '0' }).exitWithParent).toBe(false);
    expect(parseEnv({ EXIT_WITH_PARENT: '1' }).exitWithParent).toBe(true);
    expect(() => parseEnv({ EXIT_WITH_PARENT: 'yes' })).toThrow(
      /^Invalid environment variable EXIT_WITH_PARENT: expected 1 or 0 \(got "yes"\)$/,
    );
  });

  it("reads the document servers' secret, and a production copy needs one", () => {
    expect(parseEnv({}).documentServerSecret).toBeNull();
    expect(parseEnv(documentServers).documentServerSecret).toBe(documentServers.DOCUMENT_SERVER_SECRET);
    const short = () => parseEnv({ DOCUMENT_SERVER_SECRET: 'too-short-a-secret' });
    expect(short).toThrow(/^Invalid environment variable DOCUMENT_SERVER_SECRET: it is shorter than 32 characters/);
    // A secret is never echoed, not even a wrong one.
    expect(short).toThrow(/\(got a hidden value\)$/);
    const production = {
      NODE_ENV: 'production',
      GSTIN: 'unregistered',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      SANDBOX_WEBHOOK_SECRET: 'staging-only-webhook-secret-42',
      SMTP_URL: 'smtp://mail.example:587',
    };
    expect(() => parseEnv(production)).toThrow(
      /^Invalid environment variable DOCUMENT_SERVER_SECRET: NODE_ENV=production needs it, or every shopper's forms and pages sent through the document servers share one rate limit/,
    );
    expect(parseEnv({ ...production, ...documentServers }).documentServerSecret).toBe(
      documentServers.DOCUMENT_SERVER_SECRET,
    );
  });

  it('refuses the Auth emulator in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST/,
    );
    expect(parseEnv({ NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).authEmulatorHost).toBe(
      '127.0.0.1:9099',
    );
  });

  describe('payments fail closed in production', () => {
    const razorpay = {
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_abc123',
      RAZORPAY_KEY_SECRET: 'live-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret',
    };
    const ownSecret = 'staging-only-webhook-secret-42';

    it('refuses the sandbox gateway, unset or named, naming PAYMENT_GATEWAY and the opt-in', () => {
      expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
        /^Invalid environment variable PAYMENT_GATEWAY: NODE_ENV=production needs PAYMENT_GATEWAY=razorpay \(got unset, which means sandbox\).*ALLOW_SANDBOX_PAYMENTS=true$/,
      );
      expect(() =>
        parseEnv({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox', SANDBOX_WEBHOOK_SECRET: ownSecret }),
      ).toThrow(/PAYMENT_GATEWAY: .*\(got sandbox\)/);
      expect(() =>
        parseEnv({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'false', SANDBOX_WEBHOOK_SECRET: ownSecret }),
      ).toThrow(/PAYMENT_GATEWAY/);
    });

    it('refuses the published default webhook secret, set or defaulted, even on a declared staging site', () => {
      for (const secret of [undefined, 'mitti-sandbox-dev-webhook-secret']) {
        const run = () =>
          parseEnv({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true', SANDBOX_WEBHOOK_SECRET: secret });
        expect(run).toThrow(EnvError);
        expect(run).toThrow(/^Invalid environment variable SANDBOX_WEBHOOK_SECRET: .*published in the repository/);
      }
    });

    it('a staging site opts in with ALLOW_SANDBOX_PAYMENTS=true and its own secret', () => {
      const env = parseEnv({
        NODE_ENV: 'production',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        SANDBOX_WEBHOOK_SECRET: ownSecret,
        GSTIN: 'unregistered',
        SMTP_URL: 'smtp://mail.example:587',
        ...documentServers,
      });
      expect(env).toMatchObject({ nodeEnv: 'production', paymentGateway: 'sandbox', sandboxWebhookSecret: ownSecret });
      expect(() => parseEnv({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'yes' })).toThrow(
        /ALLOW_SANDBOX_PAYMENTS/,
      );
    });

    it('production on Razorpay starts without any sandbox variable', () => {
      const mail = { SMTP_URL: 'smtp://mail.example:587' };
      const production = { NODE_ENV: 'production', GSTIN: '27AAJCM4821K1Z7', ...documentServers };
      expect(parseEnv({ ...production, ...razorpay, ...mail })).toMatchObject({
        paymentGateway: 'razorpay',
        razorpay: { keyId: 'rzp_live_abc123' },
      });
    });

    it('development and test (npm start, e2e, bench) keep the sandbox and its default secret', () => {
      for (const NODE_ENV of [undefined, 'development', 'test']) {
        expect(parseEnv({ NODE_ENV })).toMatchObject({
          paymentGateway: 'sandbox',
          sandboxWebhookSecret: 'mitti-sandbox-dev-webhook-secret',
        });
      }
    });
  });

  describe('GSTIN: tax invoices or bills of supply (decision 027)', () => {
    const razorpay = {
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_abc123',
      RAZORPAY_KEY_SECRET: 'live-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret',
    };
    it('takes a Maharashtra GSTIN with a right check character, or "unregistered"', () => {
      expect(parseEnv({ GSTIN: ' 27aapfu0939f1zv ' }).gstin).toBe('27AAPFU0939F1ZV');
      expect(parseEnv({ GSTIN: 'unregistered' }).gstin).toBeNull();
      expect(parseEnv({}).gstin).toBe('27AAJCM4821K1Z7');
    });

    it('refuses a malformed GSTIN, a typing error and another state', () => {
      expect(() => parseEnv({ GSTIN: '27AAPFU0939F1Z' })).toThrow(
        /^Invalid environment variable GSTIN: must be a 15-character GSTIN/,
      );
      expect(() => parseEnv({ GSTIN: '27AAPFU0939F1ZW' })).toThrow(/GSTIN: has a wrong check character/);
      expect(() => parseEnv({ GSTIN: '29AAGCB7383J1Z4' })).toThrow(/GSTIN: must be registered in Maharashtra/);
    });

    it('production must say which: the development GSTIN belongs to no one', () => {
      expect(() => parseEnv({ NODE_ENV: 'production', GSTIN: undefined, ...razorpay })).toThrow(
        /^Invalid environment variable GSTIN: NODE_ENV=production needs the studio's GSTIN/,
      );
      const mail = { SMTP_URL: 'smtp://mail.example:587' };
      const production = { NODE_ENV: 'production', GSTIN: 'unregistered', ...documentServers };
      expect(parseEnv({ ...production, ...razorpay, ...mail }).gstin).toBeNull();
    });
  });
});
