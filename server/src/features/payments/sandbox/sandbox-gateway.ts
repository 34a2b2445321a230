import { randomBytes } from 'node:crypto';
import { HttpError } from '../../../lib/http-error';
import { PAYMENT_OUTCOMES, type PaymentEvent, type PaymentGateway, type PaymentOutcome } from '../payment-gateway';
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from './sandbox-signature';

export interface SandboxGatewayOptions {
  publicApiUrl: string;
  webhookSecret: string;
}

/** The body the sandbox signs and posts to /api/payment/webhook/sandbox. */
export interface SandboxWebhookBody {
  id: string;
  type: 'payment.completed';
  gatewayOrderRef: string;
  outcome: PaymentOutcome;
  amountPaise: number;
}

function isWebhookBody(value: unknown): value is SandboxWebhookBody {
  if (!value || typeof value !== 'object') return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.id === 'string' &&
    body.id.length > 0 &&
    typeof body.gatewayOrderRef === 'string' &&
    PAYMENT_OUTCOMES.includes(body.outcome as PaymentOutcome) &&
    Number.isInteger(body.amountPaise)
  );
}

/** A test gateway hosted by the API itself: `${publicApiUrl}/sandbox/pay/:ref`. */
export function createSandboxGateway({ publicApiUrl, webhookSecret }: SandboxGatewayOptions): PaymentGateway {
  return {
    name: 'sandbox',
    async createLink() {
      const gatewayOrderRef = `sbx_${randomBytes(12).toString('hex')}`;
      return { gatewayOrderRef, paymentLink: `${publicApiUrl}/sandbox/pay/${gatewayOrderRef}` };
    },
    verifyWebhook(rawBody, headers): PaymentEvent {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      verifySandboxSignature(webhookSecret, rawBody, Array.isArray(header) ? header[0] : header);
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new HttpError(400, 'Webhook body is not JSON.');
      }
      if (!isWebhookBody(body)) throw new HttpError(400, 'Webhook body is not a sandbox payment event.');
      return {
        eventId: body.id,
        gatewayOrderRef: body.gatewayOrderRef,
        outcome: body.outcome,
        amountPaise: body.amountPaise,
      };
    },
  };
}
