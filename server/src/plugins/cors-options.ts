import type { FastifyCorsOptions } from '@fastify/cors';
import type { FastifyRequest } from 'fastify';

/**
 * The public catalogue: what the embedded catalogue on any partner's page reads. It needs no identity
 * and carries nothing private, so it answers every origin (`*`, never with credentials); a new partner
 * then needs nothing from the shop to embed it. Every write and every `/api` route keeps the allow-list.
 */
const PUBLIC_READ_PATHS = [/^\/(products|workshops)(\/[^/]+)?\/?$/, /^\/images\//];
const READ_METHODS = ['GET', 'HEAD'];

export function isPublicCatalogueRead(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (!PUBLIC_READ_PATHS.some((pattern) => pattern.test(path))) return false;
  if (READ_METHODS.includes(request.method)) return true;
  // A preflight asks on behalf of the request that follows it.
  const requested = request.headers['access-control-request-method'];
  return (
    request.method === 'OPTIONS' && typeof requested === 'string' && READ_METHODS.includes(requested.toUpperCase())
  );
}

/** Per-request CORS options for `@fastify/cors`: `*` for public catalogue reads, the allow-list otherwise. */
export function corsOptions(corsOrigins: readonly string[]): FastifyCorsOptions {
  const common = {
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    // A page on another origin (the shop's, its remotes') reads when a refused request may be sent again.
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  };
  // The API uses bearer tokens, never cookies: no answer allows credentials.
  const publicRead = { ...common, origin: '*', credentials: false };
  const listed = { ...common, origin: [...corsOrigins], credentials: false };
  return {
    delegator: (request, callback) => callback(null, isPublicCatalogueRead(request) ? publicRead : listed),
  };
}
