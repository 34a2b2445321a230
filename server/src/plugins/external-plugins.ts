import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

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
  await app.register(cors, {
    // Only listed origins get Access-Control-Allow-Origin; the API uses bearer tokens, never cookies.
    origin: [...corsOrigins],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  await app.register(helmet, {
    // Product pictures are shown by the shell and remotes on other ports/origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(compress, { global: true });
  if (rateLimitMax > 0) {
    await app.register(rateLimit, { max: rateLimitMax, timeWindow: '1 minute' });
  }
}
