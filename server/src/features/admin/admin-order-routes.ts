import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminOrderRoute, listAdminOrdersRoute, markRefundedRoute } from '@mitti/shared/contracts';
import type { Database } from '../../db/database';
import { ORDER_NOT_FOUND, HttpError } from '../../lib/http-error';
import { paiseToRupees } from '../../lib/money';
import { toOrderDto } from '../orders/order-dto';
import { appendAdminNoteSql, findOrder } from '../orders/order-repository';
import { expireLapsedOrders } from '../orders/order-stock';
import { codToConfirm, listAdminOrders, refundsOwed } from './admin-order-query';

export const DEFAULT_PAGE_SIZE = 20;

/** The owner's orders: the list with filters and paging, one order, and recording a refund as paid back. */
export const adminOrderRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/api/admin/orders', { schema: listAdminOrdersRoute }, async (request) => {
    const { page = '1', pageSize = String(DEFAULT_PAGE_SIZE), ...filter } = request.query;
    const paging = { page: Number(page), pageSize: Number(pageSize) };
    await expireLapsedOrders(db);
    const [{ rows, total }, owed, toConfirm] = await Promise.all([
      listAdminOrders(db, { ...filter, ...paging }),
      refundsOwed(db),
      codToConfirm(db),
    ]);
    return {
      orders: rows.map(toOrderDto),
      total,
      ...paging,
      refundsOwed: { count: owed.count, amount: paiseToRupees(owed.amountPaise) },
      codToConfirm: { count: toConfirm },
    };
  });

  app.get('/api/admin/orders/:id', { schema: adminOrderRoute }, async (request) => {
    await expireLapsedOrders(db);
    const order = await findOrder(db, request.params.id);
    if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
    return toOrderDto(order);
  });

  app.post('/api/admin/orders/:id/refunded', { schema: markRefundedRoute }, async (request) => {
    const note = request.body?.note?.trim();
    const updated = await db.transaction(async (tx) => {
      const order = await findOrder(tx, request.params.id, { forUpdate: true });
      if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
      if (order.payment_status !== 'refund_due') {
        throw new HttpError(409, `This order owes no refund (its payment is ${order.payment_status}).`);
      }
      await tx.query(
        `UPDATE orders SET payment_status = 'refunded', refunded_at = now(), updated_at = now(),
                  admin_notes = CASE WHEN $2::text IS NULL THEN admin_notes ELSE ${appendAdminNoteSql('$2')} END
            WHERE id = $1`,
        [order.id, note || null],
      );
      return findOrder(tx, order.id);
    });
    return toOrderDto(updated!);
  });
};
