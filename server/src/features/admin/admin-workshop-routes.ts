import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminWorkshopBookingsRoute,
  adminWorkshopDateRoute,
  adminWorkshopHindiRoute,
  adminWorkshopSeatsRoute,
  type Workshop,
} from '@mitti/shared/contracts';
import type { Database } from '../../db/database';
import { WORKSHOP_NOT_FOUND, HttpError } from '../../lib/http-error';
import { createImageUrlBuilder } from '../../lib/image-url';
import { createWorkshopRepository } from '../workshops/workshop-repository';
import { expireLapsedOrders } from '../orders/order-stock';
import { addWorkshopDate, bookingsOf, setWorkshopHindi, setWorkshopSeats } from './admin-workshop-repository';

/**
 * The owner's classes: another date of a workshop, its seats (never below those booked), its name and description
 * in Hindi, and who booked.
 * The owner reads the classes through the public /workshops; a write here invalidates the catalogue caches
 * when it commits (plugins/catalogue-invalidation.ts), so /workshops shows it on the next read.
 */
export const adminWorkshopRoutes: FastifyPluginAsyncTypebox<{ db: Database; publicApiUrl: string }> = async (
  app,
  { db, publicApiUrl },
) => {
  const workshops = createWorkshopRepository(db, createImageUrlBuilder(publicApiUrl));
  const find = async (id: string): Promise<Workshop> => {
    const found = (await workshops.list()).find((workshop) => workshop.id === id);
    if (!found) throw new HttpError(404, WORKSHOP_NOT_FOUND);
    return found;
  };

  app.get('/api/admin/workshops/:id/bookings', { schema: adminWorkshopBookingsRoute }, async (request) => {
    await expireLapsedOrders(db);
    const workshop = await find(request.params.id);
    return {
      workshop,
      seatsBooked: workshop.slotsTotal - workshop.slotsAvailable,
      bookings: await bookingsOf(db, workshop.id),
    };
  });

  app.put('/api/admin/workshops/:id/seats', { schema: adminWorkshopSeatsRoute }, async (request) => {
    await setWorkshopSeats(db, request.params.id, request.body.slotsTotal);
    return find(request.params.id);
  });

  app.put('/api/admin/workshops/:id/hindi', { schema: adminWorkshopHindiRoute }, async (request) => {
    await setWorkshopHindi(db, request.params.id, request.body);
    return find(request.params.id);
  });

  app.post('/api/admin/workshops/:id/dates', { schema: adminWorkshopDateRoute }, async (request, reply) => {
    const id = await addWorkshopDate(db, request.params.id, request.body);
    return reply.code(201).send(await find(id));
  });
};
