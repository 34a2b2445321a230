import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerRequestTracing } from '@mitti/server-kit/node-tracing';
import { sendStrictTransportSecurity, type TrustedProxies } from '@mitti/server-kit/trusted-proxies';
import { parseEnv, type Env } from './config/env';
import type { Database } from './db/database';
import { healthRoutes } from './features/health/health-routes';
import { meRoutes } from './features/me/me-routes';
import { newsletterRoutes } from './features/newsletter/newsletter-routes';
import { authMailRoutes } from './features/auth-mails/auth-mail-routes';
import { createProductRepository } from './features/products/product-repository';
import { productRoutes } from './features/products/product-routes';
import { createWorkshopRepository } from './features/workshops/workshop-repository';
import { workshopRoutes } from './features/workshops/workshop-routes';
import { createDocumentRepository } from './features/documents/document-repository';
import { documentRoutes } from './features/documents/document-routes';
import { contactRoutes } from './features/contacts/contact-routes';
import { orderRoutes } from './features/orders/order-routes';
import { deliveryPlugin } from './features/delivery/delivery-plugin';
import type { DeliverySettings } from './features/delivery/delivery-settings';
import { adminRoutes } from './features/admin/admin-routes';
import { invoiceRoutes } from './features/invoices/invoice-routes';
import type { InvoiceSettings } from './features/invoices/invoice-settings';
import { photoRoutes } from './features/photos/photo-routes';
import { createReviewRepository } from './features/reviews/review-repository';
import { reviewRoutes } from './features/reviews/review-routes';
import { paymentsPlugin } from './features/payments/payments-plugin';
import { mailPlugin, mailSettings, type MailerOptions } from './features/mail-sending/mail-plugin';
import { rumPlugin, type RumPluginOptions } from './features/rum/rum-plugin';
import { createImageUrlBuilder } from './lib/image-url';
import { registerErrorHandlers } from './plugins/error-handlers';
import { registerExternalPlugins } from './plugins/external-plugins';
import { registerStaticImages } from './plugins/static-images';
import { registerTextGuard } from './plugins/text-guard';
import {
  REQUEST_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
  registerBodyDeadline,
  serverWithDeadlines,
} from './plugins/request-deadlines';
import { registerCatalogueInvalidation } from './plugins/catalogue-invalidation';
import { registerCatalogueChanges } from './plugins/catalogue-changes';
import { authPlugin } from './plugins/auth';
import type { PaymentGateway } from './features/payments/payment-gateway';
import { createFirebaseVerifier, type TokenVerifier } from './auth/token-verifier';
import { createFirebaseAuthLinks, type AuthLinks } from './auth/auth-links';

export interface BuildAppOptions {
  /** A migrated database; the app never closes it (the caller owns its lifetime). */
  db: Database;
  /**
   * The API's settings as main.ts parsed them from the environment, once (config/env.ts). Every setting below
   * that has a variable comes from here unless the option is given. Default: `embeddedConfig()`, for tests and
   * tools that build the app in process and override single settings with the options below.
   */
  config?: Env;
  /** Origin the API is reachable at, for absolute image URLs. Default: the config's (PUBLIC_API_URL). */
  publicApiUrl?: string;
  /** Origins allowed by CORS. Default: the config's (CORS_ORIGINS, else the local shell and remote ports). */
  corsOrigins?: readonly string[];
  /** Requests per minute per client; 0 disables. Default: the config's (RATE_LIMIT_MAX). */
  rateLimitMax?: number;
  /**
   * Keep the rate limits' counts in `db`, shared by every copy of the API on it (PostgreSQL), instead of in
   * this process. Default: when the config names a DATABASE_URL; one process owns an embedded PGlite anyway.
   */
  sharedRateLimits?: boolean;
  /**
   * The addresses of the proxies whose X-Forwarded-For gives the client address (behind a load balancer), never
   * every hop (decision 057). Default: the config's (TRUST_PROXY).
   */
  trustProxy?: TrustedProxies;
  /**
   * The secret the document servers sign a shopper's address with, so their form posts and renders count against
   * that shopper's limits (decision 065). Default: the config's (DOCUMENT_SERVER_SECRET).
   */
  documentServerSecret?: string | null;
  /** How long a request's headers, then its body, may take to arrive, else 408 (decision 058). Default: the config's. */
  requestTimeoutMs?: number;
  /** How long a whole upload (the owner's photo) may take, else 408. Default 120 s. */
  uploadTimeoutMs?: number;
  /** Verifies identity tokens. Default: firebase-admin for the config's project (the emulator locally). */
  verifier?: TokenVerifier;
  /** Makes password-reset and sign-in links. Default: firebase-admin for the config's project (the emulator locally). */
  authLinks?: AuthLinks;
  /** Payment gateway adapter. Default: the sandbox (tests pass a wrapped one to simulate an outage). */
  paymentGateway?: PaymentGateway;
  /** How long creating a payment link may take. Default 10 s. */
  gatewayTimeoutMs?: number;
  /** Cash-on-delivery terms and the clock of the delivery rules. Default: the config's terms, the real clock. */
  delivery?: Partial<DeliverySettings>;
  /** The studio's GSTIN (null: bills of supply) and the clock invoices are dated by. Default: the config's, the real clock. */
  invoices?: Partial<InvoiceSettings>;
  /** Real-user metrics' upkeep and batching (tests shorten or stop them). Default: every 5 minutes. */
  realUserMetrics?: Pick<RumPluginOptions, 'maintenanceMs' | 'writer'>;
  /**
   * Sends the shop's mail through this SMTP server (decision 040). Default: the config's (SMTP_URL, MAIL_*); with
   * none, every message is still queued with its event, and none is sent (tests that do not read mail).
   */
  mailer?: MailerOptions;
  /** Fastify logger settings. Default off. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * The settings of an app built in process without a parsed config (tests, tools): the environment's URLs, keys and
 * terms, and none of a served copy's guards unless the caller asks for one: no rate limit, no trusted proxy, no
 * document-server secret, the default deadline, no mail sent, the rate limits counted in this process.
 */
export function embeddedConfig(): Env {
  return {
    ...parseEnv(),
    databaseUrl: undefined,
    rateLimitMax: 0,
    trustProxy: [],
    documentServerSecret: null,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    mail: null,
  };
}

/** Builds the API: external plugins -> app services -> routes. Ready to `inject` or `listen`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config = options.config ?? embeddedConfig();
  const publicApiUrl = options.publicApiUrl ?? config.publicApiUrl;
  const corsOrigins = options.corsOrigins ?? config.corsOrigins;
  const documentServerSecret =
    options.documentServerSecret !== undefined ? options.documentServerSecret : config.documentServerSecret;
  const trustProxy = options.trustProxy ?? config.trustProxy;
  const mailer = options.mailer ?? config.mail;
  const deadlines = {
    requestTimeoutMs: options.requestTimeoutMs ?? config.requestTimeoutMs,
    uploadTimeoutMs: options.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS,
  };
  const app = Fastify({
    // A client that sends its request slowly is answered 408 and let go (slowloris), like the document server.
    serverFactory: serverWithDeadlines(deadlines),
    logger: options.logger ?? false,
    trustProxy: trustProxy.length ? trustProxy : false,
    // JSON bodies are typed: `{ "reason": false }` or `{ "quantity": "2" }` is refused, not coerced into a
    // valid-looking write (Fastify's default coerces). Every path and query value here is declared a string.
    ajv: { customOptions: { coerceTypes: false } },
  });
  // First, so every route and hook registered after it gets its span (when the process traces: main.ts).
  await registerRequestTracing(app);
  sendStrictTransportSecurity(app);
  registerErrorHandlers(app);
  registerTextGuard(app);
  registerBodyDeadline(app, deadlines);

  const verifier = options.verifier ?? createFirebaseVerifier(config.firebaseProjectId);
  await registerExternalPlugins(app, {
    corsOrigins,
    rateLimitMax: options.rateLimitMax ?? config.rateLimitMax,
    verifier,
    documentServerSecret,
    ...((options.sharedRateLimits ?? Boolean(config.databaseUrl)) ? { rateLimitDb: options.db } : {}),
  });
  registerCatalogueInvalidation(app);

  const imageUrl = createImageUrlBuilder(publicApiUrl);
  const products = createProductRepository(options.db, imageUrl);
  const workshops = createWorkshopRepository(options.db, imageUrl);

  await app.register(authPlugin, { verifier });
  await registerStaticImages(app);
  await app.register(photoRoutes, { db: options.db });
  await app.register(healthRoutes);
  registerCatalogueChanges(app, documentServerSecret);
  await app.register(rumPlugin, {
    db: options.db,
    origins: corsOrigins,
    ...options.realUserMetrics,
  });
  await app.register(meRoutes);
  await app.register(productRoutes, { products });
  await app.register(workshopRoutes, { workshops });
  await app.register(reviewRoutes, { reviews: createReviewRepository(options.db) });
  await app.register(newsletterRoutes, { db: options.db, shopUrl: config.shopUrl });
  await app.register(authMailRoutes, {
    db: options.db,
    links: options.authLinks ?? createFirebaseAuthLinks(config.firebaseProjectId),
    shopUrl: config.shopUrl,
  });
  await app.register(documentRoutes, { documents: createDocumentRepository(options.db) });
  await app.register(contactRoutes, { db: options.db });
  await app.register(deliveryPlugin, {
    settings: { cod: options.delivery?.cod ?? config.cod, now: options.delivery?.now ?? (() => new Date()) },
  });
  await app.register(orderRoutes, { db: options.db, publicApiUrl });
  const invoices = {
    gstin: options.invoices?.gstin !== undefined ? options.invoices.gstin : config.gstin,
    now: options.invoices?.now ?? (() => new Date()),
  };
  await app.register(invoiceRoutes, { db: options.db, settings: invoices });
  await app.register(adminRoutes, { db: options.db, publicApiUrl });
  await app.register(paymentsPlugin, {
    db: options.db,
    publicApiUrl,
    shopUrl: config.shopUrl,
    sandboxWebhookSecret: config.sandboxWebhookSecret,
    razorpay: config.razorpay,
    ...(options.paymentGateway ? { gateway: options.paymentGateway } : {}),
    ...(options.gatewayTimeoutMs !== undefined ? { gatewayTimeoutMs: options.gatewayTimeoutMs } : {}),
  });
  if (mailer) {
    const urls = { shopUrl: config.shopUrl, publicApiUrl };
    await app.register(mailPlugin, { db: options.db, settings: mailSettings(mailer, urls), invoices });
  }

  await app.ready();
  return app;
}
