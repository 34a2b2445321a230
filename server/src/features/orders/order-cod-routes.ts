import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { confirmCodRoute } from '@mitti/shared/contracts';
import type { Database } from '../../db/database';
import { ORDER_NOT_FOUND, HttpError } from '../../lib/http-error';
import { queueCodConfirmedMail } from './order-mail-events';
import { toOrderDto } from './order-dto';
import { findOrder, updateOrder } from './order-repository';
import { PAYMENT_METHOD_COD } from './order-row';
import { expireReservations } from './order-stock';

/**
 * The studio confirms a cash-on-delivery order after reaching the shopper on its phone (decision 026): the
 * order becomes `confirmed` and keeps its items. Until then it is `pending` and holds them for COD_CONFIRM_HOURS;
 * one not confirmed in time is failed and its items released (`expireReservations`). Admins only.
 */
export const orderCodRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post('/api/orders/:id/confirm-cod', { schema: confirmCodRoute, onRequest: app.requireAdmin }, async (request) => {
    const updated = await db.transaction(async (tx) => {
      await expireReservations(tx);
      const order = await findOrder(tx, request.params.id, { forUpdate: true });
      if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
      if (order.payment_method !== PAYMENT_METHOD_COD) {
        throw new HttpError(409, 'Only a cash-on-delivery order is confirmed this way; this one is paid online.');
      }
      if (order.order_status === 'confirmed') return order;
      if (order.order_status !== 'pending' || !order.stock_held) {
        throw new HttpError(
          409,
          order.failure_reason ?? `This order is ${order.order_status} and can no longer be confirmed.`,
        );
      }
      await updateOrder(tx, order.id, { orderStatus: 'confirmed', reserveMinutes: null });
      const confirmed = (await findOrder(tx, order.id))!;
      await queueCodConfirmedMail(tx, confirmed);
      return confirmed;
    });
    return toOrderDto(updated!);
  });
};
