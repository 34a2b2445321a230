import type { FastifyRequest } from 'fastify';
import { vouchedShopperAddress } from '@mitti/server-kit/shopper-address';
import type { AuthUser, TokenVerifier } from './token-verifier';

/** The bearer token of a request, or null when there is none. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

const verified = new WeakMap<FastifyRequest, Promise<AuthUser>>();

/**
 * Verifies the request's token once, however many hooks ask (the rate limiter's key, then the route's
 * `authenticate`/`identify`); rejects when the token is forged, expired or for another project.
 */
export function verifyRequestToken(verifier: TokenVerifier, request: FastifyRequest, token: string): Promise<AuthUser> {
  let result = verified.get(request);
  if (!result) {
    result = verifier.verify(token);
    verified.set(request, result);
  }
  return result;
}

/**
 * Who a rate limit counts a request against: the account of a verified token, otherwise the client address.
 * Only a verified uid is used: a missing, garbage or expired token (which anyone can vary at will) counts
 * against the address, so it never opens a fresh allowance. A request a document server makes for a shopper
 * (a form post it answers, a page it renders) counts against that shopper's address when it carries the
 * address signed with `documentServerSecret` (decision 065); unsigned or wrongly signed, against its own.
 */
export function rateLimitKey(
  verifier: TokenVerifier,
  documentServerSecret: string | null = null,
): (request: FastifyRequest) => Promise<string> {
  return async (request) => {
    const token = bearerToken(request);
    if (token) {
      try {
        return `uid:${(await verifyRequestToken(verifier, request, token)).uid}`;
      } catch {
        // Falls through to the address; the route's own auth check answers 401 where a token is required.
      }
    }
    const shopper = documentServerSecret ? vouchedShopperAddress(request.headers, documentServerSecret) : null;
    return `ip:${shopper ?? request.ip}`;
  };
}
