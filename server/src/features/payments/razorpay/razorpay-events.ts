import { createHash } from 'node:crypto';
import { HttpError } from '../../../lib/http-error';
import type { PaymentEvent, PaymentOutcome } from '../payment-gateway';
import type { RazorpayPaymentEntity, RazorpayPaymentLink, RazorpayWebhookBody } from './razorpay-types';

/** Razorpay's error_reason (or, failing that, its description) mapped to the failed page's codes (SPEC 8). */
export function failureOutcome(
  payment: Pick<RazorpayPaymentEntity, 'error_reason' | 'error_description'>,
): PaymentOutcome {
  const reason = payment.error_reason ?? '';
  const description = payment.error_description ?? '';
  if (reason === 'insufficient_funds' || /insufficient (funds|balance)/i.test(description)) return 'insufficient_funds';
  if (reason === 'card_declined' || /declined/i.test(description)) return 'card_declined';
  return 'payment_failed';
}

/**
 * Which link a payment belongs to: the payment_link entity when the event carries one, else the payment's
 * description, which Razorpay sets to `#<link id without plink_>` for Payment Link payments.
 */
function linkIdOf(body: RazorpayWebhookBody): string | undefined {
  const linkId = body.payload.payment_link?.entity.id;
  if (linkId) return linkId;
  const match = /^#(\w+)$/.exec(body.payload.payment?.entity.description ?? '');
  return match ? `plink_${match[1]}` : undefined;
}

function isWebhookBody(value: unknown): value is RazorpayWebhookBody {
  if (!value || typeof value !== 'object') return false;
  const body = value as Record<string, unknown>;
  return (
    body.entity === 'event' && typeof body.event === 'string' && !!body.payload && typeof body.payload === 'object'
  );
}

const linkEvent = (
  eventId: string,
  link: RazorpayPaymentLink,
  outcome: PaymentOutcome,
  amountPaise: number,
): PaymentEvent => ({ eventId, gatewayOrderRef: link.id, outcome, amountPaise, currency: link.currency });

/**
 * Maps an authentic webhook to a PaymentEvent. Events that change no payment (partial payments, which our
 * links never allow, or anything else a dashboard subscribes to) come back null and are acknowledged.
 */
export function toPaymentEvent(rawBody: string, eventIdHeader: string | undefined): PaymentEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new HttpError(400, 'Webhook body is not JSON.');
  }
  if (!isWebhookBody(body)) throw new HttpError(400, 'Webhook body is not a Razorpay event.');
  // Razorpay repeats X-Razorpay-Event-Id on every retry of one event; the body hash stands in if it is absent.
  const eventId = eventIdHeader || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  const link = body.payload.payment_link?.entity;
  // A link made by hand in the Dashboard is not ours to settle: acknowledged, so Razorpay stops retrying.
  if (link && !link.notes?.order_id) return null;

  switch (body.event) {
    case 'payment_link.paid':
      if (!link) throw new HttpError(400, 'payment_link.paid without a payment_link entity.');
      return linkEvent(eventId, link, 'success', link.amount_paid);
    case 'payment_link.expired':
    case 'payment_link.cancelled':
      if (!link) throw new HttpError(400, `${body.event} without a payment_link entity.`);
      return linkEvent(eventId, link, 'cancelled', link.amount);
    case 'payment.failed': {
      const payment = body.payload.payment?.entity;
      const ref = linkIdOf(body);
      if (!payment || !ref) return null;
      return {
        eventId,
        gatewayOrderRef: ref,
        outcome: failureOutcome(payment),
        amountPaise: payment.amount,
        currency: payment.currency,
      };
    }
    default:
      return null;
  }
}
