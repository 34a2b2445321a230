import type { FastifyPluginAsync } from 'fastify';
import { parseEnv } from '../../config/env';
import type { Database } from '../../db/database';
import { createSandboxGateway } from '../sandbox-gateway/sandbox-gateway';
import { sandboxRoutes } from '../sandbox-gateway/sandbox-routes';
import type { PaymentGateway } from './payment-gateway';
import { paymentRoutes } from './payment-routes';
import { paymentWebhookRoutes } from './payment-webhook-routes';

export interface PaymentsOptions {
  db: Database;
  publicApiUrl: string;
  /** Where the gateway sends shoppers back to. Default: SHOP_URL. */
  shopUrl?: string;
  /** Default: SANDBOX_WEBHOOK_SECRET. */
  sandboxWebhookSecret?: string;
  /** Default: the adapter named by PAYMENT_GATEWAY (sandbox). */
  gateway?: PaymentGateway;
}

/** Payment calls, the gateway webhook and (for the sandbox adapter) its hosted checkout page. */
export const paymentsPlugin: FastifyPluginAsync<PaymentsOptions> = async (app, options) => {
  const env = parseEnv();
  const shopUrl = (options.shopUrl ?? env.shopUrl).replace(/\/+$/, '');
  const webhookSecret = options.sandboxWebhookSecret ?? env.sandboxWebhookSecret;
  const gateway = options.gateway ?? createSandboxGateway({ publicApiUrl: options.publicApiUrl, webhookSecret });

  await app.register(paymentRoutes, { db: options.db, gateway, publicApiUrl: options.publicApiUrl });
  await app.register(paymentWebhookRoutes, { db: options.db, gateway });
  if (gateway.name === 'sandbox') {
    await app.register(sandboxRoutes, { db: options.db, shopUrl, webhookSecret });
  }
};
