import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { rateLimitKey } from '../auth/request-identity';
import type { TokenVerifier } from '../auth/token-verifier';
import type { Queryable } from '../db/database';
import { HttpError } from '../lib/http-error';
import { corsOptions } from './cors-options';
import { FORGET_ENDED, databaseRateLimitStore } from './rate-limit-store';
import { ROUTE_RATE_LIMITS, TOO_MANY_REQUESTS } from './route-rate-limits';
import { registerSecurityHeaders, securityHeaderOptions } from './security-headers';

export interface ExternalPluginOptions {
  corsOrigins: readonly string[];
  /** Requests per minute per client (a signed-in account, else an address); 0 disables the limit. */
  rateLimitMax: number;
  /** Verifies bearer tokens, so a signed-in shopper is limited per account. */
  verifier: TokenVerifier;
  /** Counts in this database, shared by every copy of the API (PostgreSQL); else in this process's memory. */
  rateLimitDb?: Queryable;
  /** Signs the shopper's address a document server's request is counted against (decision 065); null: none is. */
  documentServerSecret?: string | null;
}

/** Cross-cutting HTTP concerns, registered before any app plugin or route. */
export async function registerExternalPlugins(
  app: FastifyInstance,
  { corsOrigins, rateLimitMax, verifier, rateLimitDb, documentServerSecret = null }: ExternalPluginOptions,
): Promise<void> {
  // Public catalogue reads answer any origin; writes and every /api route only the listed ones.
  await app.register(cors, corsOptions(corsOrigins));
  await registerSecurityHeaders(app, securityHeaderOptions);
  await app.register(compress, { global: true });
  if (rateLimitMax > 0) {
    // Runs before the rate-limit plugin's own onRoute hook, which reads `config.rateLimit`.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const max = methods.map((method) => ROUTE_RATE_LIMITS[`${method} ${route.url}`]).find(Boolean);
      if (max)
        route.config = { ...route.config, rateLimit: { max: Math.min(max, rateLimitMax), timeWindow: '1 minute' } };
    });
    await app.register(rateLimit, {
      max: rateLimitMax,
      timeWindow: '1 minute',
      // Per verified account, else per address: many shoppers share one address behind carrier-grade NAT. The
      // document servers' requests count against the shoppers they sign for, not against the servers.
      keyGenerator: rateLimitKey(verifier, documentServerSecret),
      errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
      ...(rateLimitDb
        ? // A request is not refused because its count could not be written (the database is the outage then).
          { store: databaseRateLimitStore(rateLimitDb), skipOnError: true }
        : {}),
    });
    if (rateLimitDb) {
      const forget = setInterval(() => void rateLimitDb.query(FORGET_ENDED).catch(() => undefined), 10 * 60_000);
      forget.unref();
      app.addHook('onClose', async () => clearInterval(forget));
    }
  }
}
