import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deliveryCheckRoute } from '@mitti/shared/contracts';
import { deliveryAnswer } from './delivery-service';
import type { DeliverySettings } from './delivery-settings';

/** GET /api/delivery/:pin: no sign-in (the product page and the cart ask before anyone signs in). */
export const deliveryRoutes: FastifyPluginAsyncTypebox<{ settings: DeliverySettings }> = async (app, { settings }) => {
  app.get('/api/delivery/:pin', { schema: deliveryCheckRoute }, async (request, reply) => {
    // The answer changes at the same-day cut-off and at midnight (the windows), so caches keep it briefly.
    void reply.header('cache-control', 'public, max-age=60');
    return deliveryAnswer(request.params.pin, settings);
  });
};
