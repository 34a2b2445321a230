import { invoiceRefusal } from '@mitti/shared/orders';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { findOrder } from '../orders/order-repository';
import type { OrderRow } from '../orders/order-row';
import { invoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { findInvoice, issueInvoice, type InvoiceRecord } from './invoice-repository';
import type { InvoiceSettings } from './invoice-settings';

export interface IssuedInvoice {
  order: OrderRow;
  invoice: InvoiceRecord;
}

/**
 * The order's invoice, issued now if it is due and has none yet (decision 027). Not due (unpaid, an unconfirmed
 * cash-on-delivery order, cancelled before issue): a 409 saying why.
 */
export async function findOrIssueInvoice(
  db: Database,
  order: OrderRow,
  settings: InvoiceSettings,
): Promise<IssuedInvoice> {
  const issued = await findInvoice(db, order.id);
  if (issued) return { order, invoice: issued };
  return db.transaction(async (tx) => {
    // The order's row lock makes two first downloads of one order issue one invoice.
    const locked = (await findOrder(tx, order.id, { forUpdate: true }))!;
    const existing = await findInvoice(tx, locked.id);
    if (existing) return { order: locked, invoice: existing };
    const refusal = invoiceRefusal({
      orderStatus: locked.order_status,
      paymentStatus: locked.payment_status,
      paymentMethod: locked.payment_method,
    });
    if (refusal) throw new HttpError(409, refusal);
    return { order: locked, invoice: await issueInvoice(tx, locked, settings) };
  });
}

/** The invoice as the PDF the shopper downloads (and finds attached to the order's confirmation). */
export async function invoicePdf({ order, invoice }: IssuedInvoice): Promise<{ file: string; pdf: Buffer }> {
  const pdf = await renderInvoicePdf(invoiceDocument(order, invoice));
  return { file: `mitti-invoice-${invoice.invoice_number.replace(/\//g, '-')}.pdf`, pdf };
}
