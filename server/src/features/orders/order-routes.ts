import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestLanguage } from '../../lib/request-language';
import { createOrderRoute, listUserOrdersRoute, publicOrderRoute } from '@mitti/shared/contracts';
import type { Database } from '../../db/database';
import { ORDER_NOT_FOUND, HttpError } from '../../lib/http-error';
import { createImageUrlBuilder } from '../../lib/image-url';
import { IDEMPOTENCY_HEADER, readIdempotencyKey, runIdempotent } from '../idempotency/idempotency';
import { toOrderDto, toPublicOrderDto } from './order-dto';
import { findOrder, listUserOrders } from './order-repository';
import { createOrder } from './order-service';
import { orderUpdateRoutes } from './order-update-routes';
import { orderCodRoutes } from './order-cod-routes';

export const ONLY_YOUR_ORDERS = 'You can only view your own orders.';

export interface OrderRoutesOptions {
  db: Database;
  publicApiUrl: string;
}

export const orderRoutes: FastifyPluginAsyncTypebox<OrderRoutesOptions> = async (app, { db, publicApiUrl }) => {
  const imageUrl = createImageUrlBuilder(publicApiUrl);

  app.post('/api/orders', { schema: createOrderRoute, onRequest: app.authenticate }, async (request, reply) => {
    const user = request.user!;
    const result = await runIdempotent(
      db,
      {
        key: readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]),
        userId: user.uid,
        scope: 'POST /api/orders',
        body: request.body,
      },
      async (tx) => {
        const { order, created } = await createOrder(tx, user, request.body, imageUrl, app.delivery, {
          language: requestLanguage(request.headers),
        });
        return { statusCode: created ? 201 : 200, body: toOrderDto(order) };
      },
    );
    return reply.code(result.statusCode).send(result.body);
  });

  app.get('/api/orders/user/:uid', { schema: listUserOrdersRoute, onRequest: app.authenticate }, async (request) => {
    const user = request.user!;
    if (request.params.uid !== user.uid && !user.admin) {
      throw new HttpError(403, ONLY_YOUR_ORDERS);
    }
    const rows = await listUserOrders(db, request.params.uid);
    return { orders: rows.map(toOrderDto) };
  });

  // No sign-in: the order id is a random UUID, and only what the confirmation page shows is returned.
  app.get('/api/orders/public/:id', { schema: publicOrderRoute }, async (request) => {
    const order = await findOrder(db, request.params.id);
    if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
    return toPublicOrderDto(order);
  });

  await app.register(orderUpdateRoutes, { db });
  await app.register(orderCodRoutes, { db });
};
