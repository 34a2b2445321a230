import type { Queryable } from '../../db/database';
import type { OrderRow } from '../orders/order-row';
import { hsnForCategory, SAC_WORKSHOP } from './invoice-hsn';
import { financialYear, invoiceNumber } from './invoice-numbering';
import type { InvoiceSettings } from './invoice-settings';

/** An `invoices` row (decision 027, migration 012). */
export interface InvoiceRecord {
  order_id: string;
  invoice_number: string;
  financial_year: string;
  serial: number;
  kind: 'tax-invoice' | 'bill-of-supply';
  seller_gstin: string | null;
  hsn_codes: string[];
  issued_at: Date | string;
}

const invoiceColumns = 'order_id, invoice_number, financial_year, serial, kind, seller_gstin, hsn_codes, issued_at';

export async function findInvoice(q: Queryable, orderId: string): Promise<InvoiceRecord | undefined> {
  const [row] = await q.query<InvoiceRecord>(`SELECT ${invoiceColumns} FROM invoices WHERE order_id = $1`, [orderId]);
  return row;
}

/** Each line's HSN code by its product's category now (kept with the invoice from then on); classes are SAC. */
async function hsnCodes(tx: Queryable, order: OrderRow): Promise<string[]> {
  const ids = order.items.filter((item) => item.type !== 'workshop').map((item) => item.id);
  const rows = ids.length
    ? await tx.query<{ id: string; category: string }>('SELECT id, category FROM products WHERE id = ANY($1::text[])', [
        ids,
      ])
    : [];
  const categories = new Map(rows.map((row) => [row.id, row.category]));
  return order.items.map((item) => (item.type === 'workshop' ? SAC_WORKSHOP : hsnForCategory(categories.get(item.id))));
}

/**
 * Issues the order's invoice with the next serial number of the financial year. Call it in the transaction
 * that holds the order's row lock, after checking there is none yet. The upsert on `invoice_series` locks the
 * year's row until the transaction ends, so concurrent issues (PostgreSQL's pool, PGlite's queue) number one
 * after another, and a rolled-back issue gives its number back.
 */
export async function issueInvoice(tx: Queryable, order: OrderRow, settings: InvoiceSettings): Promise<InvoiceRecord> {
  const issuedAt = settings.now();
  const year = financialYear(issuedAt);
  const [series] = await tx.query<{ last_serial: number }>(
    `INSERT INTO invoice_series (financial_year, last_serial) VALUES ($1, 1)
     ON CONFLICT (financial_year) DO UPDATE SET last_serial = invoice_series.last_serial + 1
     RETURNING last_serial`,
    [year],
  );
  const serial = series!.last_serial;
  const [row] = await tx.query<InvoiceRecord>(
    `INSERT INTO invoices (order_id, invoice_number, financial_year, serial, kind, seller_gstin, hsn_codes, issued_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING ${invoiceColumns}`,
    [
      order.id,
      invoiceNumber(year, serial),
      year,
      serial,
      settings.gstin ? 'tax-invoice' : 'bill-of-supply',
      settings.gstin,
      JSON.stringify(await hsnCodes(tx, order)),
      issuedAt.toISOString(),
    ],
  );
  return row!;
}
