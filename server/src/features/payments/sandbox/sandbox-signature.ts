import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../../lib/http-error';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Older signatures are refused, so a captured webhook cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` */
export function signSandboxPayload(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** Throws 400 unless the header carries a fresh, valid signature of exactly this body. */
export function verifySandboxSignature(
  secret: string,
  body: string,
  header: string | undefined,
  now = Math.floor(Date.now() / 1000),
): void {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const [key = '', ...value] = part.trim().split('=');
      return [key, value.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
    throw new HttpError(400, 'Missing or malformed webhook signature.');
  }
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new HttpError(400, 'Webhook signature timestamp is too old.');
  }
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    throw new HttpError(400, 'Invalid webhook signature.');
  }
}
