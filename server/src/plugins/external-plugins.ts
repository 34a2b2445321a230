import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { corsOptions } from './cors-options';
import { ROUTE_RATE_LIMITS, TOO_MANY_REQUESTS } from './route-rate-limits';
import { registerSecurityHeaders, securityHeaderOptions } from './security-headers';

export interface ExternalPluginOptions {
  corsOrigins: readonly string[];
  /** Requests per minute per client; 0 disables the limit. */
  rateLimitMax: number;
}

/** Cross-cutting HTTP concerns, registered before any app plugin or route. */
export async function registerExternalPlugins(
  app: FastifyInstance,
  { corsOrigins, rateLimitMax }: ExternalPluginOptions,
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
      errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
    });
  }
}
