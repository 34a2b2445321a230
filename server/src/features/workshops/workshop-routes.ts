import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-error';
import { sendCachedJson } from '../../lib/send-cached-json';
import { createWorkshopCache } from './workshop-cache';
import type { WorkshopRepository } from './workshop-repository';
import { getWorkshopSchema, listWorkshopsSchema } from './workshop-schema';

export interface WorkshopRoutesOptions {
  workshops: WorkshopRepository;
}

/** The cached bodies are serialised from the same `Workshop` objects the response schema describes. */
export const workshopRoutes: FastifyPluginAsync<WorkshopRoutesOptions> = async (app, { workshops }) => {
  const cache = createWorkshopCache(workshops);

  // sendCachedJson compresses each body once per version: no per-request compression.
  app.get('/workshops', { schema: listWorkshopsSchema, compress: false }, async (request, reply) =>
    sendCachedJson(request, reply, await cache.list()),
  );

  const byIdOptions = { schema: getWorkshopSchema, compress: false } as const;
  app.get<{ Params: { id: string } }>('/workshops/:id', byIdOptions, async (request, reply) => {
    const workshop = await cache.byId(request.params.id);
    if (!workshop) throw notFound('Workshop not found');
    return sendCachedJson(request, reply, workshop);
  });
};
