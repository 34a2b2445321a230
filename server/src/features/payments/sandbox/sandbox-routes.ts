import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../../../db/database';
import { ORDER_NOT_FOUND, HttpError } from '../../../lib/http-error';
import { findOrder } from '../../orders/order-repository';
import { confirmationUrl } from '../confirmation-url';
import { PAYMENT_OUTCOMES, type PaymentOutcome } from '../payment-gateway';
import { findPaymentByRef } from '../payment-repository';
import type { SandboxWebhookBody } from './sandbox-gateway';
import { renderSandboxNotFound, renderSandboxPage } from './sandbox-page';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandbox-signature';
import { PAYEE_NAME, SANDBOX_VPA, upiIntent, upiQrSvg } from './sandbox-upi';

export interface SandboxRoutesOptions {
  db: Database;
  shopUrl: string;
  webhookSecret: string;
}

const refParams = {
  type: 'object',
  required: ['ref'],
  properties: { ref: { type: 'string', pattern: '^[\\w-]{1,100}$' } },
} as const;

/** Why a sandbox payment that is not paid failed: the outcome chosen, or, for a success that could not be fulfilled (refund due), the items having sold out. */
const failureOf = (outcome: PaymentOutcome | null) => (outcome && outcome !== 'success' ? outcome : 'out_of_stock');

/** The sandbox gateway's hosted checkout, served by the API at /sandbox/pay/:ref. */
export const sandboxRoutes: FastifyPluginAsync<SandboxRoutesOptions> = async (app, { db, shopUrl, webhookSecret }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      // The form posts here and is then redirected to the shop, so both origins are allowed form targets.
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${shopUrl}; base-uri 'none'; frame-ancestors 'none'`,
      )
      .send(html);

  app.get<{ Params: { ref: string } }>(
    '/sandbox/pay/:ref',
    { schema: { params: refParams } },
    async (request, reply) => {
      const payment = await findPaymentByRef(db, request.params.ref);
      const order = payment && (await findOrder(db, payment.order_id));
      if (!payment || !order) return page(reply, 404, renderSandboxNotFound());
      const open = payment.status === 'pending';
      const intent = upiIntent({
        vpa: SANDBOX_VPA,
        payeeName: PAYEE_NAME,
        amountPaise: Number(payment.amount_paise),
        note: `Mitti Studio order ${order.order_number}`,
        reference: payment.gateway_order_ref,
      });
      return page(
        reply,
        200,
        renderSandboxPage({
          ref: payment.gateway_order_ref,
          orderNumber: order.order_number,
          amountPaise: Number(payment.amount_paise),
          completedStatus: open ? null : payment.status,
          upi: open ? { intent, qrSvg: await upiQrSvg(intent) } : null,
        }),
      );
    },
  );

  app.post<{ Params: { ref: string }; Body: { outcome?: unknown } | undefined }>(
    '/sandbox/pay/:ref',
    { schema: { params: refParams } },
    async (request, reply) => {
      const outcome = request.body?.outcome;
      if (!PAYMENT_OUTCOMES.includes(outcome as PaymentOutcome)) {
        throw new HttpError(400, `outcome must be one of ${PAYMENT_OUTCOMES.join(', ')}`);
      }
      const payment = await findPaymentByRef(db, request.params.ref);
      if (!payment) throw new HttpError(404, 'Payment link not found');
      let chosen: PaymentOutcome | null = null;
      if (payment.status === 'pending') {
        chosen = outcome as PaymentOutcome;
        const event: SandboxWebhookBody = {
          id: `evt_${randomUUID()}`,
          type: 'payment.completed',
          gatewayOrderRef: payment.gateway_order_ref,
          outcome: chosen,
          amountPaise: Number(payment.amount_paise),
        };
        const rawBody = JSON.stringify(event);
        // Delivered through the full HTTP pipeline, signature check included, like a gateway's webhook.
        const delivered = await app.inject({
          method: 'POST',
          url: '/api/payment/webhook/sandbox',
          headers: {
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(webhookSecret, rawBody),
          },
          payload: rawBody,
        });
        if (delivered.statusCode !== 200) {
          throw new Error(`sandbox webhook answered ${delivered.statusCode}: ${delivered.body}`);
        }
      }
      const order = await findOrder(db, payment.order_id);
      if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
      // Where the browser lands after the choice, exactly as a real gateway would send it back.
      const failure = failureOf(chosen ?? (payment.failure_code as PaymentOutcome | null));
      return reply.redirect(confirmationUrl(shopUrl, order, failure), 303);
    },
  );
};
