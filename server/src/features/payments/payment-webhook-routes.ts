import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { errorResponses } from '../../lib/error-schema';
import { HttpError } from '../../lib/http-error';
import { findUnstorableText, unstorableTextMessage } from '../../plugins/text-guard';
import type { PaymentGateway } from './payment-gateway';
import { applyPaymentEvent } from './payment-service';

const webhookSchema = {
  response: {
    200: { type: 'object', properties: { received: { type: 'boolean' }, duplicate: { type: 'boolean' } } },
    ...errorResponses,
  },
} as const;

/**
 * `POST /api/payment/webhook/:gateway`. The signature covers the exact bytes sent, so this scope keeps JSON
 * bodies as raw text and the gateway adapter parses them only after verifying.
 */
export const paymentWebhookRoutes: FastifyPluginAsync<{ db: Database; gateway: PaymentGateway }> = async (
  app,
  { db, gateway },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(`/api/payment/webhook/${gateway.name}`, { schema: webhookSchema }, async (request) => {
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
