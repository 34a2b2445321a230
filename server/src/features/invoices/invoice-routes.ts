import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orderInvoiceRoute } from '@mitti/shared/contracts';
import type { Database } from '../../db/database';
import { findOrder } from '../orders/order-repository';
import { assertOwner } from '../orders/order-service';
import { findOrIssueInvoice, invoicePdf } from './invoice-service';
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
      const order = assertOwner(await findOrder(db, request.params.id), request.user!);
      const { file, pdf } = await invoicePdf(await findOrIssueInvoice(db, order, settings));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
