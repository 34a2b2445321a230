import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestLanguage } from '../../lib/request-language';
import {
  createPaymentIntentRoute,
  createPaymentRoute,
  gatewayLookupRoute,
  paymentStatusRoute,
} from '@mitti/shared/contracts';
import type { Database } from '../../db/database';
import { ORDER_NOT_FOUND, HttpError } from '../../lib/http-error';
import { createImageUrlBuilder } from '../../lib/image-url';
import { paiseToRupees } from '../../lib/money';
import { IDEMPOTENCY_HEADER, readIdempotencyKey, runIdempotent } from '../idempotency/idempotency';
import { heldUntilOf } from '../orders/order-dto';
import { findOrder } from '../orders/order-repository';
import type { OrderRow } from '../orders/order-row';
import { assertOwner, createOrder } from '../orders/order-service';
import type { PaymentGateway } from './payment-gateway';
import { findPaymentByRef } from './payment-repository';
import { reconcilePayment } from './payment-reconciliation';
import { createFirstPaymentLink, createPaymentLink, preparePayableOrder, withContact } from './payment-service';

/** What both link-creating routes answer (SPEC section 7: success, message, paymentLink). */
function paymentLinkBody(order: OrderRow, paymentLink: string) {
  return {
    success: true,
    message: 'Payment link created',
    paymentLink,
    orderId: order.id,
    orderNumber: order.order_number,
    amount: paiseToRupees(order.total_paise),
    heldUntil: heldUntilOf(order),
  };
}

export interface PaymentRoutesOptions {
  db: Database;
  gateway: PaymentGateway;
  publicApiUrl: string;
}

export const paymentRoutes: FastifyPluginAsyncTypebox<PaymentRoutesOptions> = async (
  app,
  { db, gateway, publicApiUrl },
) => {
  const imageUrl = createImageUrlBuilder(publicApiUrl);
  const idempotent = (request: { headers: Record<string, unknown> }, userId: string, scope: string, body: unknown) => ({
    key: readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER] as string | undefined),
    userId,
    scope,
    body,
  });

  app.post(
    '/api/payment/create',
    { schema: createPaymentRoute, onRequest: app.authenticate },
    async (request, reply) => {
      const user = request.user!;
      const result = await runIdempotent(
        db,
        idempotent(request, user.uid, 'POST /api/payment/create', request.body),
        async (tx) => {
          const found = assertOwner(await findOrder(tx, request.body.orderId, { forUpdate: true }), user);
          const order = await withContact(tx, found, request.body.userPhone);
          await preparePayableOrder(tx, order);
          // As prepared: a retry that took the items again holds them from now.
          const payable = (await findOrder(tx, order.id))!;
          const { paymentLink } = await createPaymentLink(tx, gateway, payable);
          return {
            statusCode: 200,
            body: paymentLinkBody(payable, paymentLink),
          };
        },
      );
      return reply.code(result.statusCode).send(result.body);
    },
  );

  app.post(
    '/api/payment/create-intent',
    { schema: createPaymentIntentRoute, onRequest: app.authenticate },
    async (request, reply) => {
      const user = request.user!;
      const result = await runIdempotent(
        db,
        idempotent(request, user.uid, 'POST /api/payment/create-intent', request.body),
        async (tx) => {
          // The order and its payment link commit together or not at all.
          const { orderData, paymentData } = request.body;
          const { order, created } = await createOrder(
            tx,
            user,
            { ...orderData, contactPhone: orderData.contactPhone ?? paymentData?.userPhone },
            imageUrl,
            app.delivery,
            { forceOnline: true, requireContact: true, language: requestLanguage(request.headers) },
          );
          // A merged guest order may already have a link to reuse; a new one cannot.
          const { paymentLink } = created
            ? await createFirstPaymentLink(tx, gateway, order)
            : await createPaymentLink(tx, gateway, order);
          return {
            statusCode: 201,
            body: paymentLinkBody(order, paymentLink),
          };
        },
      );
      return reply.code(result.statusCode).send(result.body);
    },
  );

  // No sign-in, like the public order: the random order id is the capability.
  app.get('/api/payment/status/:orderId', { schema: paymentStatusRoute }, async (request) => {
    let order = await findOrder(db, request.params.orderId);
    if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
    if (order.payment_status === 'pending' && gateway.fetchStatus) {
      await reconcilePayment(db, gateway, order.id, request.log);
      order = (await findOrder(db, order.id)) ?? order;
    }
    return {
      orderNumber: order.order_number,
      paymentStatus: order.payment_status,
      amount: paiseToRupees(order.total_paise),
      paymentMethod: order.payment_method,
    };
  });

  app.get('/api/payment/status-by-gateway/:gatewayOrder', { schema: gatewayLookupRoute }, async (request) => {
    const payment = await findPaymentByRef(db, request.params.gatewayOrder);
    const order = payment && (await findOrder(db, payment.order_id));
    if (!order) throw new HttpError(404, 'No order found for this payment reference.');
    return { success: true, orderId: order.id, paymentStatus: order.payment_status };
  });
};
