import type { FastifyPluginAsync } from 'fastify';
import { isCancellable } from '@mitti/shared/orders';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { toOrderDto } from './order-dto';
import { findOrder, updateOrder } from './order-repository';
import type { OrderStatus } from './order-row';
import { cancelOrderSchema, updateStatusSchema } from './order-schema';
import { cancellationRefund } from './order-refund';
import { assertOwner } from './order-service';
import { releaseOrderStock, retakeOrderStock } from './order-stock';

export const orderUpdateRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.patch<{ Params: { id: string }; Body: { reason: string } }>(
    '/api/orders/:id/cancel',
    { schema: cancelOrderSchema, onRequest: app.authenticate },
    async (request) => {
      const user = request.user!;
      const updated = await db.transaction(async (tx) => {
        const order = await findOrder(tx, request.params.id, { forUpdate: true });
        if (!order || order.user_id !== user.uid) throw new HttpError(404, 'Order not found');
        // The same rule the account's Cancel button follows (shared), so it never offers a 409.
        if (!isCancellable(order.order_status)) {
          throw new HttpError(
            409,
            `This order is ${order.order_status} and can no longer be cancelled; cancellation is only possible before it ships.`,
          );
        }
        await releaseOrderStock(tx, order);
        const refund = cancellationRefund(order, new Date());
        await updateOrder(tx, order.id, {
          orderStatus: 'cancelled',
          cancelReason: request.body.reason.trim(),
          // Money taken is owed back as far as the policy says; a workshop cancelled too late keeps its payment.
          paymentStatus: refund && refund.refundPaise > 0 ? 'refund_due' : order.payment_status,
          ...(refund ? { refundPaise: refund.refundPaise, refundPercent: refund.percent } : {}),
        });
        await tx.query(
          `UPDATE payments SET status = 'cancelled', updated_at = now() WHERE order_id = $1 AND status = 'pending'`,
          [order.id],
        );
        return findOrder(tx, order.id);
      });
      return toOrderDto(updated!);
    },
  );

  app.patch<{ Params: { id: string }; Body: { orderStatus: OrderStatus; adminNote?: string } }>(
    '/api/orders/:id/status',
    { schema: updateStatusSchema, onRequest: app.requireAdmin },
    async (request) => {
      const { orderStatus, adminNote } = request.body;
      const updated = await db.transaction(async (tx) => {
        const order = assertOwner(await findOrder(tx, request.params.id, { forUpdate: true }), request.user!);
        if (orderStatus === 'cancelled') await releaseOrderStock(tx, order);
        // Reviving a cancelled or failed order needs its items back (409 when they are gone).
        else if (orderStatus !== 'pending') await retakeOrderStock(tx, order, null);
        await updateOrder(tx, order.id, {
          orderStatus,
          ...(adminNote?.trim() ? { adminNote: adminNote.trim() } : {}),
        });
        return findOrder(tx, order.id);
      });
      return toOrderDto(updated!);
    },
  );
};
