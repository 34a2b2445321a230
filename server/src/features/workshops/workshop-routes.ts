import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-error';
import type { WorkshopRepository } from './workshop-repository';
import { getWorkshopSchema, listWorkshopsSchema } from './workshop-schema';

export interface WorkshopRoutesOptions {
  workshops: WorkshopRepository;
}

export const workshopRoutes: FastifyPluginAsync<WorkshopRoutesOptions> = async (app, { workshops }) => {
  app.get('/workshops', { schema: listWorkshopsSchema }, () => workshops.list());

  app.get<{ Params: { id: string } }>('/workshops/:id', { schema: getWorkshopSchema }, async (request) => {
    const workshop = await workshops.findById(request.params.id);
    if (!workshop) throw notFound('Workshop not found');
    return workshop;
  });
};
