import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { withGatewayTimeout } from './gateway-timeout';
import type { PaymentGateway } from './payment-gateway';
import { paymentRoutes } from './payment-routes';
import { paymentWebhookRoutes } from './payment-webhook-routes';
import { RAZORPAY_CALLBACK_PATH, razorpayCallbackRoutes } from './razorpay/razorpay-callback-routes';
import { createRazorpayGateway, isRazorpayGateway, type RazorpayGatewayOptions } from './razorpay/razorpay-gateway';
import { createSandboxGateway } from './sandbox/sandbox-gateway';
import { sandboxRoutes } from './sandbox/sandbox-routes';

export interface PaymentsOptions {
  db: Database;
  publicApiUrl: string;
  /** Where the gateway sends shoppers back to (SHOP_URL). */
  shopUrl: string;
  /** What the sandbox signs its webhooks with (SANDBOX_WEBHOOK_SECRET). */
  sandboxWebhookSecret: string;
  /** The Razorpay account's keys when PAYMENT_GATEWAY=razorpay (RAZORPAY_*); unset: the sandbox. */
  razorpay: Pick<RazorpayGatewayOptions, 'keyId' | 'keySecret' | 'webhookSecret' | 'apiBase'> | undefined;
  /** Default: the adapter those name (razorpay with its keys, else the sandbox). */
  gateway?: PaymentGateway;
  /** How long link creation may take before a retryable 503. Default: GATEWAY_TIMEOUT_MS. */
  gatewayTimeoutMs?: number;
}

/** Payment calls, the gateway webhook and (for the sandbox adapter) its hosted checkout page. */
export const paymentsPlugin: FastifyPluginAsync<PaymentsOptions> = async (app, options) => {
  const shopUrl = options.shopUrl.replace(/\/+$/, '');
  const webhookSecret = options.sandboxWebhookSecret;
  const adapter =
    options.gateway ??
    (options.razorpay
      ? createRazorpayGateway({
          ...options.razorpay,
          callbackUrl: `${options.publicApiUrl.replace(/\/+$/, '')}${RAZORPAY_CALLBACK_PATH}`,
        })
      : createSandboxGateway({ publicApiUrl: options.publicApiUrl, webhookSecret }));
  const gateway: PaymentGateway = {
    ...withGatewayTimeout(adapter, options.gatewayTimeoutMs),
    // Reconciliation has its own timeout and retries in the adapter.
    ...(adapter.fetchStatus ? { fetchStatus: adapter.fetchStatus.bind(adapter) } : {}),
  };

  await app.register(paymentRoutes, { db: options.db, gateway, publicApiUrl: options.publicApiUrl });
  await app.register(paymentWebhookRoutes, { db: options.db, gateway });
  if (isRazorpayGateway(adapter)) {
    await app.register(razorpayCallbackRoutes, { db: options.db, gateway: adapter, shopUrl });
  }
  if (gateway.name === 'sandbox') {
    await app.register(sandboxRoutes, { db: options.db, shopUrl, webhookSecret });
  }
};
