import path from 'node:path';
import { z } from 'zod';
import { APP_TABLE, PARTNER_SITE_PORT } from '@mitti/shared/apps';
import { parsedBy } from '@mitti/server-kit/env-variable';
import { exitWithParentVariable } from '@mitti/server-kit/supervision';
import { parseTrustedProxies, type TrustedProxies } from '@mitti/server-kit/trusted-proxies';
import { DOCUMENT_SERVER_SECRET_HELP, parseDocumentServerSecret } from '@mitti/server-kit/shopper-address';
import type { CodSettings } from '../features/delivery/delivery-settings';
import { DEMO_GSTIN, gstinProblem } from '../features/invoices/invoice-settings';
import { repoRoot } from '../lib/paths';
import { REQUEST_TIMEOUT_MS } from '../plugins/request-deadlines';
import { EnvError } from './env-error';
import { mailEnv, mailEnvSchema, type MailEnv } from './mail-env';

/** Every local app's origin (each remote also runs alone for its team) and the partner's page. */
const localOrigins = [...APP_TABLE.map((app) => app.port), PARTNER_SITE_PORT].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** Published in this repository, so it keeps nobody out: never accepted with NODE_ENV=production. */
const DEV_WEBHOOK_SECRET = 'mitti-sandbox-dev-webhook-secret';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
  // Local only unless said otherwise: a production copy behind a load balancer sets HOST=0.0.0.0.
  HOST: z.string().min(1).default('localhost'),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data/pglite'),
  PUBLIC_API_URL: z.url().optional(),
  CORS_ORIGINS: z.string().optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(5000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(REQUEST_TIMEOUT_MS),
  // The proxies in front, by their addresses (decision 057); never every hop.
  TRUST_PROXY: parsedBy(parseTrustedProxies),
  // Signs the shopper's address on the document servers' requests (decision 065); the same on both sides.
  DOCUMENT_SERVER_SECRET: parsedBy(parseDocumentServerSecret),
  EXIT_WITH_PARENT: exitWithParentVariable,
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-mitti'),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/, 'must be host:port')
    .optional(),
  SHOP_URL: z.url().default('http://localhost:3000'),
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).default(DEV_WEBHOOK_SECRET),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  ALLOW_SANDBOX_PAYMENTS: z.enum(['true', 'false']).default('false'),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_\w+$/, 'must look like rzp_test_... or rzp_live_...')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
  RAZORPAY_API_BASE: z.url().default('https://api.razorpay.com'),
  // Cash on delivery (decision 026). Income Tax Act s.269ST forbids taking Rs. 2 lakh or more in cash at once.
  COD_FEE_RUPEES: z.coerce.number().min(0).max(1000).default(50),
  COD_MAX_ORDER_RUPEES: z.coerce.number().min(0).lt(200_000, 'must be under Rs. 2,00,000 (s.269ST)').default(10_000),
  COD_CONFIRM_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(48),
  // The studio's GSTIN on its tax invoices, or `unregistered` for bills of supply (decision 027).
  GSTIN: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .superRefine((value, context) => {
      const problem = value === 'UNREGISTERED' ? null : gstinProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  ...mailEnvSchema,
});

/** Keys of the Razorpay account (Dashboard > Account & Settings > API Keys, and the webhook's own secret). */
export interface RazorpayEnv {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or a local fake in tests (no trailing slash). */
  apiBase: string;
}

export interface Env {
  port: number;
  host: string;
  nodeEnv: 'development' | 'test' | 'production';
  /** Set: use that PostgreSQL server. Unset: embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Absolute directory for PGlite, or `memory://`. */
  dataDir: string;
  /** Origin the API is reachable at, used to build absolute image URLs (no trailing slash). */
  publicApiUrl: string;
  corsOrigins: string[];
  /** Requests per minute per client; 0 disables the limit. */
  rateLimitMax: number;
  /** A request's headers, then its body, must have arrived within this, else 408 (slow clients). */
  requestTimeoutMs: number;
  /** The proxies in front whose X-Forwarded-For is believed (rate limits are per client address); none when empty. */
  trustProxy: TrustedProxies;
  /**
   * The document servers' secret: a request of theirs that carries a shopper's address signed with it counts
   * against that shopper's limits (decision 065). Null: none is believed; required with NODE_ENV=production.
   */
  documentServerSecret: string | null;
  /** Stop when the process that started this one is gone (`npm start`'s servers). */
  exitWithParent: boolean;
  firebaseProjectId: string;
  /** host:port of the Firebase Auth emulator; never allowed in production. */
  authEmulatorHost: string | undefined;
  /** Storefront origin the payment gateway sends shoppers back to (no trailing slash). */
  shopUrl: string;
  /** HMAC key the sandbox gateway signs its webhooks with. */
  sandboxWebhookSecret: string;
  paymentGateway: 'sandbox' | 'razorpay';
  /** Set exactly when PAYMENT_GATEWAY=razorpay (every key is then required). */
  razorpay: RazorpayEnv | undefined;
  /** Cash-on-delivery fee, limit and confirmation window (COD_*). */
  cod: CodSettings;
  /** The studio's GSTIN for tax invoices; null: an unregistered handicraft seller issuing bills of supply. */
  gstin: string | null;
  /** How mail is sent (SMTP_URL, MAIL_*, DKIM_*); null in tests without SMTP_URL: messages queue, none is sent. */
  mail: MailEnv | null;
}

export { EnvError };

/** Parses the environment once at start-up; a bad variable throws an EnvError naming it. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", so `PORT=` falls back to the default instead of failing.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // Secrets (and SMTP_URL, which carries a password) are never echoed, not even a wrong one.
      const got = /SECRET|PRIVATE_KEY|SMTP_URL/.test(name) ? 'a hidden value' : JSON.stringify(source[name]);
      return `${issue.path.join('.')}: ${issue.message} (got ${got})`;
    });
    throw new EnvError(`Invalid environment variable ${problems.join('; ')}`);
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new EnvError(
      'Invalid environment variable FIREBASE_AUTH_EMULATOR_HOST: the Auth emulator accepts unsigned tokens and must not be used with NODE_ENV=production',
    );
  }
  if (env.NODE_ENV === 'production') assertPaymentsFailClosed(env, source);
  if (env.NODE_ENV === 'production' && !env.GSTIN) {
    throw new EnvError(
      "Invalid environment variable GSTIN: NODE_ENV=production needs the studio's GSTIN for its tax invoices, or GSTIN=unregistered for bills of supply (decision 027); the development default belongs to no one",
    );
  }
  if (env.NODE_ENV === 'production' && !env.DOCUMENT_SERVER_SECRET) {
    throw new EnvError(
      `Invalid environment variable DOCUMENT_SERVER_SECRET: NODE_ENV=production needs it, or every shopper's forms and pages sent through the document servers share one rate limit (decision 065): ${DOCUMENT_SERVER_SECRET_HELP}`,
    );
  }
  return {
    razorpay: env.PAYMENT_GATEWAY === 'razorpay' ? razorpayEnv(env) : undefined,
    port: env.PORT,
    host: env.HOST,
    nodeEnv: env.NODE_ENV,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR.startsWith('memory://') ? env.DATA_DIR : path.resolve(repoRoot, env.DATA_DIR),
    publicApiUrl: (env.PUBLIC_API_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : localOrigins,
    rateLimitMax: env.RATE_LIMIT_MAX,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    documentServerSecret: env.DOCUMENT_SERVER_SECRET,
    exitWithParent: env.EXIT_WITH_PARENT,
    firebaseProjectId: env.FIREBASE_PROJECT_ID,
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    shopUrl: env.SHOP_URL.replace(/\/+$/, ''),
    sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET,
    paymentGateway: env.PAYMENT_GATEWAY,
    cod: {
      feePaise: Math.round(env.COD_FEE_RUPEES * 100),
      maxOrderPaise: Math.round(env.COD_MAX_ORDER_RUPEES * 100),
      confirmHours: env.COD_CONFIRM_HOURS,
    },
    gstin: env.GSTIN === 'UNREGISTERED' ? null : (env.GSTIN ?? DEMO_GSTIN),
    mail: mailEnv(env),
  };
}

/**
 * A production shop takes real money: the sandbox gateway (where the payer picks "Success" and the order is
 * marked paid with nothing taken) is refused unless ALLOW_SANDBOX_PAYMENTS=true declares a staging site, and even
 * then only with a webhook secret of its own, since the default one is public.
 */
function assertPaymentsFailClosed(env: z.infer<typeof envSchema>, source: NodeJS.ProcessEnv): void {
  if (env.PAYMENT_GATEWAY !== 'sandbox') return;
  if (env.ALLOW_SANDBOX_PAYMENTS !== 'true') {
    const got = source.PAYMENT_GATEWAY ? 'sandbox' : 'unset, which means sandbox';
    throw new EnvError(
      `Invalid environment variable PAYMENT_GATEWAY: NODE_ENV=production needs PAYMENT_GATEWAY=razorpay (got ${got}); the sandbox marks orders paid with no money taken. A staging site may set ALLOW_SANDBOX_PAYMENTS=true`,
    );
  }
  if (env.SANDBOX_WEBHOOK_SECRET === DEV_WEBHOOK_SECRET) {
    throw new EnvError(
      'Invalid environment variable SANDBOX_WEBHOOK_SECRET: with NODE_ENV=production the sandbox needs a secret of its own (16+ characters); the default is published in the repository, so anyone could sign payment events',
    );
  }
}

function razorpayEnv(env: z.infer<typeof envSchema>): RazorpayEnv {
  const required = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;
  const missing = required.find((name) => !env[name]);
  if (missing) {
    throw new EnvError(`Invalid environment variable ${missing}: required when PAYMENT_GATEWAY=razorpay`);
  }
  return {
    keyId: env.RAZORPAY_KEY_ID!,
    keySecret: env.RAZORPAY_KEY_SECRET!,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
    apiBase: env.RAZORPAY_API_BASE.replace(/\/+$/, ''),
  };
}
