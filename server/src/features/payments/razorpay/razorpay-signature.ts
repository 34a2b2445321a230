import { createHmac, timingSafeEqual } from 'node:crypto';

export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
export const RAZORPAY_EVENT_ID_HEADER = 'x-razorpay-event-id';

/** The query Razorpay appends to a Payment Link's callback_url after a payment. */
export interface RazorpayCallbackParams {
  razorpay_payment_id: string;
  razorpay_payment_link_id: string;
  razorpay_payment_link_reference_id: string;
  razorpay_payment_link_status: string;
  razorpay_signature: string;
}

const hmacHex = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

/** Constant-time comparison of two hex digests; a malformed or wrong-length value is simply unequal. */
function sameHexDigest(expectedHex: string, receivedHex: string | undefined): boolean {
  if (!receivedHex || !/^[0-9a-f]{64}$/i.test(receivedHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const received = Buffer.from(receivedHex.toLowerCase(), 'hex');
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** HMAC-SHA256 (key secret) of `plink_id|reference_id|status|payment_id`, as Razorpay signs the callback. */
export function signCallback(keySecret: string, params: Omit<RazorpayCallbackParams, 'razorpay_signature'>): string {
  return hmacHex(
    keySecret,
    [
      params.razorpay_payment_link_id,
      params.razorpay_payment_link_reference_id,
      params.razorpay_payment_link_status,
      params.razorpay_payment_id,
    ].join('|'),
  );
}

export function verifyCallbackSignature(keySecret: string, params: RazorpayCallbackParams): boolean {
  return sameHexDigest(signCallback(keySecret, params), params.razorpay_signature);
}

/** HMAC-SHA256 (webhook secret) of the exact raw body, as in the X-Razorpay-Signature header. */
export function signWebhook(webhookSecret: string, rawBody: string): string {
  return hmacHex(webhookSecret, rawBody);
}

export function verifyWebhookSignature(webhookSecret: string, rawBody: string, header: string | undefined): boolean {
  return sameHexDigest(signWebhook(webhookSecret, rawBody), header);
}
