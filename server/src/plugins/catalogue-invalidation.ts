import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { invalidateCatalogueCaches } from '../lib/versioned-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const invalidateOnWrite: onSendHookHandler = (request, _reply, payload, done) => {
  if (!READS.has(request.method)) invalidateCatalogueCaches();
  done(null, payload);
};

/**
 * Stock and seats change through this API's writes (orders, payments, cancellations, webhooks). Every route
 * that accepts a write invalidates the catalogue caches once its response is ready, that is after its
 * transaction committed and before the response leaves, so the client's next read is fresh. Read routes
 * carry no hook; the one read that can write (payment reconciliation) invalidates by itself. Register
 * before any route.
 */
export function registerCatalogueInvalidation(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => READS.has(method))) return;
    const existing = route.onSend ?? [];
    route.onSend = [...(Array.isArray(existing) ? existing : [existing]), invalidateOnWrite];
  });
}
