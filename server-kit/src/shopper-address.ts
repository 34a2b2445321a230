import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * The shopper a document server calls the API for (decision 065). A form post the document server answers, and
 * the reads of a page it renders, reach the API from the document server's own address; they carry the address
 * of the shopper they are made for, as the document server determined it (its own TRUST_PROXY), signed with
 * HMAC-SHA256 under the secret both servers are given (`DOCUMENT_SERVER_SECRET`). The API counts such a request
 * against that address only when the signature holds: a client that writes these headers itself cannot sign
 * them, so they change nothing for it, wherever it reaches the API from.
 */
export const SHOPPER_ADDRESS_HEADER = 'x-mitti-shopper-address';
export const SHOPPER_SIGNATURE_HEADER = 'x-mitti-shopper-signature';

const MIN_SECRET_LENGTH = 32;

export const DOCUMENT_SERVER_SECRET_HELP = `give both the API and the document servers the same secret of ${MIN_SECRET_LENGTH} characters or more (e.g. from openssl rand -base64 32)`;

/** Reads `DOCUMENT_SERVER_SECRET`: null when unset (no address is signed, nor believed); too short throws. */
export function parseDocumentServerSecret(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (value.length < MIN_SECRET_LENGTH) {
    throw new Error(`it is shorter than ${MIN_SECRET_LENGTH} characters: ${DOCUMENT_SERVER_SECRET_HELP}`);
  }
  return value;
}

const signatureOf = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

/** Whether a signature a request gave is `expected`, compared in constant time. */
function isSignature(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What the document server adds to each API call it makes for the shopper at `address`. */
export function shopperAddressHeaders(address: string, secret: string): Record<string, string> {
  return { [SHOPPER_ADDRESS_HEADER]: address, [SHOPPER_SIGNATURE_HEADER]: signatureOf(secret, address) };
}

/**
 * The API's side: the shopper's address a document server vouches for in `headers`, or null when there is none,
 * it is not an address, or its signature is not the one `secret` makes.
 */
export function vouchedShopperAddress(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  secret: string,
): string | null {
  const address = headers[SHOPPER_ADDRESS_HEADER];
  const signature = headers[SHOPPER_SIGNATURE_HEADER];
  if (typeof address !== 'string' || typeof signature !== 'string' || !isIP(address)) return null;
  return isSignature(signature, signatureOf(secret, address)) ? address : null;
}

/**
 * A document server's own calls that no shopper makes, such as following the owner's catalogue changes (decision
 * 069): the API answers them only with this header, signed under the same secret, when it has one.
 */
export const DOCUMENT_SERVER_HEADER = 'x-mitti-document-server';
const DOCUMENT_SERVER_PURPOSE = 'mitti document server';

/** What a document server adds to a call of its own. */
export function documentServerHeaders(secret: string): Record<string, string> {
  return { [DOCUMENT_SERVER_HEADER]: signatureOf(secret, DOCUMENT_SERVER_PURPOSE) };
}

/** The API's side: whether `headers` carry the proof `secret` makes. */
export function isFromDocumentServer(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  secret: string,
): boolean {
  const given = headers[DOCUMENT_SERVER_HEADER];
  return typeof given === 'string' && isSignature(given, signatureOf(secret, DOCUMENT_SERVER_PURPOSE));
}
