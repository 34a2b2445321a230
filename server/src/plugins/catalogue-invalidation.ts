import type { FastifyInstance, onSendAsyncHookHandler } from 'fastify';
import { invalidateCatalogueCaches } from '../lib/versioned-cache';
import { announceCatalogueChange } from './catalogue-changes';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const invalidateOnWrite: onSendAsyncHookHandler = async (request, reply, payload) => {
  if (!READS.has(request.method)) {
    invalidateCatalogueCaches();
    // An owner's write that went through: the document servers drop their public documents (decision 069), and
    // the answer leaves once their connections have the change (decision 134).
    if (request.url.startsWith('/api/admin/') && reply.statusCode < 400) await announceCatalogueChange();
  }
  return payload;
};

/**
 * Stock and seats change through this API's writes (orders, payments, cancellations, webhooks). Every route
 * that accepts a write invalidates the catalogue caches once its response is ready, that is after its
 * transaction committed and before the response leaves, so the client's next read is fresh. An owner's write
 * is also announced to the document servers following /catalogue/changes (catalogue-changes.ts), so the
 * owner's "Saved." is true of every page a shopper then opens. Read routes carry no hook; the one read that
 * can write (payment reconciliation) invalidates by itself. Register before any route.
 */
export function registerCatalogueInvalidation(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => READS.has(method))) return;
    const existing = route.onSend ?? [];
    route.onSend = [...(Array.isArray(existing) ? existing : [existing]), invalidateOnWrite];
  });
}
