import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { invalidateCatalogueCaches } from '../../lib/versioned-cache';
import type { PaymentGateway } from './payment-gateway';
import { findPendingPayment } from './payment-repository';
import { applyPaymentEvent } from './payment-service';

/**
 * When our record of an order's payment is still pending, asks the gateway (if it can be asked) and applies
 * a final answer through the same rules as a webhook. Never creates a link; a provider that does not answer
 * leaves the record as it was (the webhook will still come).
 */
export async function reconcilePayment(
  db: Database,
  gateway: PaymentGateway,
  orderId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!gateway.fetchStatus) return;
  const payment = await findPendingPayment(db, orderId);
  if (!payment || payment.gateway !== gateway.name) return;
  try {
    const event = await gateway.fetchStatus(payment.gateway_order_ref);
    if (!event) return;
    await db.transaction((tx) => applyPaymentEvent(tx, gateway.name, event));
    // The event may have released or retaken stock, and this runs inside reads (status pages).
    invalidateCatalogueCaches();
    log.info({ ref: payment.gateway_order_ref, outcome: event.outcome }, 'payment reconciled with the gateway');
  } catch (error) {
    log.warn({ err: error, ref: payment.gateway_order_ref }, 'payment reconciliation failed');
  }
}
