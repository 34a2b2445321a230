import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { razorpayCallbackRoute } from '@mitti/shared/contracts';
import type { Database } from '../../../db/database';
import { findOrder } from '../../orders/order-repository';
import { reconcilePayment } from '../payment-reconciliation';
import { findPaymentByRef } from '../payment-repository';
import { confirmationUrl } from '../confirmation-url';
import { failureOf, verificationFailedUrl } from './confirmation-redirect';
import type { RazorpayGateway } from './razorpay-gateway';
import type { RazorpayCallbackParams } from './razorpay-signature';

export const RAZORPAY_CALLBACK_PATH = '/api/payment/callback/razorpay';

function completeParams(query: Partial<RazorpayCallbackParams>): RazorpayCallbackParams | null {
  const {
    razorpay_payment_id: paymentId,
    razorpay_payment_link_id: linkId,
    razorpay_payment_link_reference_id: referenceId,
    razorpay_payment_link_status: status,
    razorpay_signature: signature,
  } = query;
  if (!paymentId || !linkId || referenceId === undefined || !status || !signature) return null;
  return {
    razorpay_payment_id: paymentId,
    razorpay_payment_link_id: linkId,
    razorpay_payment_link_reference_id: referenceId,
    razorpay_payment_link_status: status,
    razorpay_signature: signature,
  };
}

export interface RazorpayCallbackOptions {
  db: Database;
  gateway: RazorpayGateway;
  shopUrl: string;
}

/**
 * `GET /api/payment/callback/razorpay`: Razorpay's callback_url. The browser brings the query, so nothing in
 * it is trusted until its signature checks out; even then the page shows our record (reconciled with the
 * provider when the webhook has not arrived yet), never the status the query claims.
 */
export const razorpayCallbackRoutes: FastifyPluginAsyncTypebox<RazorpayCallbackOptions> = async (
  app,
  { db, gateway, shopUrl },
) => {
  app.get(RAZORPAY_CALLBACK_PATH, { schema: razorpayCallbackRoute }, async (request, reply) => {
    const query = request.query;
    const linkId = query.razorpay_payment_link_id ?? '';
    const payment = linkId ? await findPaymentByRef(db, linkId) : undefined;
    const ours = payment?.gateway === gateway.name ? payment : undefined;
    const params = completeParams(query);
    if (!params || !gateway.verifyCallback(params)) {
      request.log.warn({ ref: linkId }, 'razorpay callback signature did not verify');
      return reply.redirect(verificationFailedUrl(shopUrl, ours?.order_id ?? null), 303);
    }
    if (!ours) return reply.redirect(`${shopUrl}/payment/failed?error=order_not_found`, 303);

    let order = await findOrder(db, ours.order_id);
    if (order?.payment_status === 'pending') {
      await reconcilePayment(db, gateway, ours.order_id, request.log);
      order = await findOrder(db, ours.order_id);
    }
    if (!order) return reply.redirect(`${shopUrl}/payment/failed?error=order_not_found`, 303);
    const latest = await findPaymentByRef(db, linkId);
    const failure = failureOf(order.payment_status, latest?.failure_code ?? null);
    return reply.redirect(confirmationUrl(shopUrl, order, failure), 303);
  });
};
