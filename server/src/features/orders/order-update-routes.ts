import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cancelOrderRoute, updateOrderStatusRoute } from '@mitti/shared/contracts';
import { canChangeOrderStatus, isCancellable, nextOrderStatuses } from '@mitti/shared/orders';
import type { Database } from '../../db/database';
import { ORDER_NOT_FOUND, HttpError } from '../../lib/http-error';
import { queueStatusMail } from './order-mail-events';
import { toOrderDto } from './order-dto';
import { cancelOpenPayments, findOrder, updateOrder, type OrderChanges } from './order-repository';
import { PAYMENT_METHOD_COD, type OrderRow } from './order-row';
import { cancellationRefund } from './order-refund';
import { assertOwner } from './order-service';
import { releaseOrderStock } from './order-stock';

export const orderUpdateRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.patch('/api/orders/:id/cancel', { schema: cancelOrderRoute, onRequest: app.authenticate }, async (request) => {
    const user = request.user!;
    const updated = await db.transaction(async (tx) => {
      const order = await findOrder(tx, request.params.id, { forUpdate: true });
      if (!order || order.user_id !== user.uid) throw new HttpError(404, ORDER_NOT_FOUND);
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
      await cancelOpenPayments(tx, order.id);
      const cancelled = (await findOrder(tx, order.id))!;
      await queueStatusMail(tx, cancelled, { byStudio: false });
      return cancelled;
    });
    return toOrderDto(updated);
  });

  app.patch(
    '/api/orders/:id/status',
    { schema: updateOrderStatusRoute, onRequest: app.requireAdmin },
    async (request) => {
      const { orderStatus } = request.body;
      const adminNote = request.body.adminNote?.trim() ?? '';
      const updated = await db.transaction(async (tx) => {
        const order = assertOwner(await findOrder(tx, request.params.id, { forUpdate: true }), request.user!);
        const from = order.order_status;
        if (orderStatus === from) {
          // Keeping the status only adds a note.
          if (!adminNote) throw new HttpError(409, `This order is already ${from}.`);
        } else if (!canChangeOrderStatus(from, orderStatus)) {
          throw new HttpError(409, statusChangeRefused(from, orderStatus));
        } else if (orderStatus === 'cancelled') {
          await releaseOrderStock(tx, order);
        }
        await updateOrder(tx, order.id, {
          orderStatus,
          ...(adminNote ? { adminNote } : {}),
          ...(orderStatus !== from && orderStatus === 'cancelled' ? studioCancellation(order, adminNote) : {}),
          ...(orderStatus !== from && orderStatus === 'delivered' && cashCollected(order)
            ? { paymentStatus: 'paid' }
            : {}),
        });
        if (orderStatus !== from && orderStatus === 'cancelled') await cancelOpenPayments(tx, order.id);
        const changed = (await findOrder(tx, order.id))!;
        if (orderStatus !== from) await queueStatusMail(tx, changed, { note: adminNote, byStudio: true });
        return changed;
      });
      return toOrderDto(updated);
    },
  );
};

/** A cash-on-delivery order handed over: the courier collected its total, so it is paid. */
const cashCollected = (order: OrderRow) =>
  order.payment_method === PAYMENT_METHOD_COD && order.payment_status === 'pending';

/** The 409 of a change the transitions table (decision 024) does not allow, naming what is allowed. */
function statusChangeRefused(from: string, to: string): string {
  const allowed = nextOrderStatuses(from);
  const next = allowed.length ? `it can be marked ${allowed.join(', ')}` : 'its status can no longer change';
  return `An order that is ${from} cannot be marked ${to}: ${next}.`;
}

/**
 * The studio cancelling: the note is the reason the shopper reads, and whatever was paid is owed back in full
 * (no workshop policy applies when the studio cancels), shown to the owner as a refund owed.
 */
function studioCancellation(order: OrderRow, note: string): OrderChanges {
  const reason = note || 'Cancelled by Mitti Studio.';
  if (order.payment_status !== 'paid') return { cancelReason: reason };
  return {
    cancelReason: reason,
    paymentStatus: 'refund_due',
    refundPaise: Number(order.total_paise),
    refundPercent: 100,
  };
}
