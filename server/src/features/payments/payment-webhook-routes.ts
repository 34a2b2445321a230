import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paymentWebhookRoute } from '@mitti/shared/contracts';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { findUnstorableText, unstorableTextMessage } from '../../plugins/text-guard';
import type { PaymentGateway } from './payment-gateway';
import { applyPaymentEvent } from './payment-service';

/**
 * `POST /api/payment/webhook/:gateway`. The signature covers the exact bytes sent, so this scope keeps JSON
 * bodies as raw text and the gateway adapter parses them only after verifying.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncTypebox<{ db: Database; gateway: PaymentGateway }> = async (
  app,
  { db, gateway },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(`/api/payment/webhook/${gateway.name}`, { schema: paymentWebhookRoute }, async (request) => {
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const event = gateway.verifyWebhook(rawBody, request.headers);
    if (!event) return { received: true, duplicate: false };
    // The raw body passed the app-wide text guard as text; its parsed fields get the same check here.
    const unstorable = findUnstorableText(event, 'body');
    if (unstorable) throw new HttpError(400, unstorableTextMessage(unstorable));
    const applied = await db.transaction((tx) => applyPaymentEvent(tx, gateway.name, event));
    request.log.info(
      { event: event.eventId, ref: event.gatewayOrderRef, duplicate: applied.duplicate },
      'payment event',
    );
    return { received: true, duplicate: applied.duplicate };
  });
};
