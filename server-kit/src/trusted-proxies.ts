import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The proxies a server believes about a client's address (`X-Forwarded-For`) and scheme (`X-Forwarded-Proto`),
 * by their own addresses and CIDR ranges (decision 057); none when empty. Fastify's `trustProxy` takes the list
 * as it is. Never "every hop" (then a client's own first `X-Forwarded-For` value is its address, and every
 * per-address limit is void), and never a hop count: it cannot tell the proxy from a client that reaches the
 * server directly, and Fastify 5 ignores one (it trusts nothing then, so every shopper would share the proxy's
 * address).
 */
export type TrustedProxies = string[];

/** @fastify/proxy-addr's names for whole ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

export const TRUST_PROXY_HELP =
  "give the addresses of the proxies in front of this server, comma-separated (e.g. 10.0.0.0/8,127.0.0.1), or 'false'";

/** One entry of the list: an address, an address/prefix, or a named range; null when it is fine. */
function entryProblem(entry: string): string | null {
  if (NAMED_RANGES.includes(entry)) return null;
  if (/^\d+$/.test(entry))
    return `a hop count (${entry}) cannot tell the proxy from a client that reaches this server directly`;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return `"${entry}" is not an address or a CIDR range`;
  if (prefix === undefined) return null;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (version === 4 ? 32 : 128)) {
    return `"${entry}" has no valid prefix length`;
  }
  return null;
}

/**
 * Reads `TRUST_PROXY`: unset or `false` trusts no proxy (the peer's address is the client's); a comma-separated
 * list of addresses, CIDR ranges or `loopback`/`linklocal`/`uniquelocal` trusts exactly those. `true` (which
 * meant every hop) and hop counts are refused, as is anything else, with the problem in the thrown message.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const given = (value ?? '').trim();
  if (given === '' || given === 'false') return [];
  if (given === 'true') {
    throw new Error(
      `trusting every hop lets any client choose the address its limits count against: ${TRUST_PROXY_HELP}`,
    );
  }
  const entries = given.split(',').map((entry) => entry.trim());
  const problem = entries.map((entry) => (entry ? entryProblem(entry) : 'an entry is empty')).find(Boolean);
  if (problem) throw new Error(`${problem}: ${TRUST_PROXY_HELP}`);
  return entries;
}

/**
 * HSTS (decision 068): an answer that reached the shopper over HTTPS (the scheme as a trusted proxy said it, in
 * `X-Forwarded-Proto`) tells the browser to use HTTPS only for two years, subdomains included. Never over plain
 * HTTP, where a browser ignores it and a local run would be locked out of its own `http://localhost`.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Adds HSTS to every answer the server sends over HTTPS; register before the routes. */
export function sendStrictTransportSecurity(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    return payload;
  });
}
