import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getWorkshopRoute, listWorkshopsRoute } from '@mitti/shared/contracts';
import { WORKSHOP_NOT_FOUND, notFound } from '../../lib/http-error';
import { sendCachedJson } from '../../lib/send-cached-json';
import { createWorkshopCache } from './workshop-cache';
import type { WorkshopRepository } from './workshop-repository';

export interface WorkshopRoutesOptions {
  workshops: WorkshopRepository;
}

/** The cached bodies are serialised from the same `Workshop` objects the response schema describes. */
export const workshopRoutes: FastifyPluginAsyncTypebox<WorkshopRoutesOptions> = async (app, { workshops }) => {
  const cache = createWorkshopCache(workshops);

  // sendCachedJson compresses each body once per version: no per-request compression.
  app.get('/workshops', { schema: listWorkshopsRoute, compress: false }, async (request, reply) =>
    sendCachedJson(request, reply, await cache.list()),
  );

  app.get('/workshops/:id', { schema: getWorkshopRoute, compress: false }, async (request, reply) => {
    const workshop = await cache.byId(request.params.id);
    if (!workshop) throw notFound(WORKSHOP_NOT_FOUND);
    return sendCachedJson(request, reply, workshop);
  });
};
