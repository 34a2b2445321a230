import { HttpError } from '../../lib/http-error';
import type { PaymentGateway } from './payment-gateway';

/** How long checkout waits for the gateway to create a payment link; the order transaction is open meanwhile. */
export const GATEWAY_TIMEOUT_MS = 10_000;
export const GATEWAY_TIMEOUT_MESSAGE = 'The payment gateway did not respond in time. Please try again.';
export const GATEWAY_UNREACHABLE_MESSAGE = 'The payment gateway is not reachable right now. Please try again.';

/**
 * Bounds `createLink`: a gateway that hangs or fails answers a clear, retryable 503 instead of holding the
 * order's row locks or surfacing as a 500. The caller's transaction then rolls back, so nothing is stored and
 * a retry (with the same Idempotency-Key) creates the order and its link exactly once.
 */
export function withGatewayTimeout(gateway: PaymentGateway, timeoutMs = GATEWAY_TIMEOUT_MS): PaymentGateway {
  return {
    name: gateway.name,
    verifyWebhook: (rawBody, headers) => gateway.verifyWebhook(rawBody, headers),
    createLink(order) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new HttpError(503, GATEWAY_TIMEOUT_MESSAGE)), timeoutMs);
        gateway.createLink(order).then(
          (link) => {
            clearTimeout(timer);
            resolve(link);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof HttpError ? error : new HttpError(503, GATEWAY_UNREACHABLE_MESSAGE));
          },
        );
      });
    },
  };
}
