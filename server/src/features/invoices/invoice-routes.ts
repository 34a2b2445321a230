import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orderInvoiceRoute } from '@mitti/shared/contracts';
import { invoiceRefusal } from '@mitti/shared/orders';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { findOrder } from '../orders/order-repository';
import { assertOwner } from '../orders/order-service';
import { invoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { findInvoice, issueInvoice } from './invoice-repository';
import type { InvoiceSettings } from './invoice-settings';

export interface InvoiceRoutesOptions {
  db: Database;
  settings: InvoiceSettings;
}

/**
 * GET /api/orders/:id/invoice (decision 027): the order's GST invoice as a PDF, for its owner or an admin (the
 * other order routes' rule). Issued the first time it is asked for once due, with the next number of the
 * financial year; later downloads show the same invoice. Not due yet (unpaid, an unconfirmed cash-on-delivery
 * order, cancelled before issue): 409 saying why.
 */
export const invoiceRoutes: FastifyPluginAsyncTypebox<InvoiceRoutesOptions> = async (app, { db, settings }) => {
  app.get(
    '/api/orders/:id/invoice',
    { schema: orderInvoiceRoute, onRequest: app.authenticate },
    async (request, reply) => {
      const user = request.user!;
      const order = assertOwner(await findOrder(db, request.params.id), user);
      const issued = await findInvoice(db, order.id);
      const { row, invoice } = issued
        ? { row: order, invoice: issued }
        : await db.transaction(async (tx) => {
            // The order's row lock makes two first downloads of one order issue one invoice.
            const locked = (await findOrder(tx, order.id, { forUpdate: true }))!;
            const existing = await findInvoice(tx, locked.id);
            if (existing) return { row: locked, invoice: existing };
            const refusal = invoiceRefusal({
              orderStatus: locked.order_status,
              paymentStatus: locked.payment_status,
              paymentMethod: locked.payment_method,
            });
            if (refusal) throw new HttpError(409, refusal);
            return { row: locked, invoice: await issueInvoice(tx, locked, settings) };
          });
      const pdf = await renderInvoicePdf(invoiceDocument(row, invoice));
      const file = `mitti-invoice-${invoice.invoice_number.replace(/\//g, '-')}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
