import PDFDocument from 'pdfkit';
import type { InvoiceDocument, InvoiceLine } from './invoice-document';
import { registerFaces } from './invoice-fonts';
import { SAC_WORKSHOP } from './invoice-hsn';

import { drawText, textHeight, type TextStyle } from './invoice-text';
import type { InvoiceWords } from './invoice-words';

/** Rupees as the invoice prints them: Rs. 1,299.50 (Indian grouping, always two decimals). */
export const invoiceRupees = (paise: number): string =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const LEFT = 40;
const RIGHT = 555;
/** Below this a page has no room for another row; the next starts a page. */
const PAGE_END = 760;

interface Column {
  title: string;
  x: number;
  width: number;
  align: 'left' | 'right';
  cell(line: InvoiceLine, index: number): string;
}

function columns(registered: boolean, { columns: titles }: InvoiceWords): Column[] {
  const tax = (line: InvoiceLine) => invoiceRupees(line.cgstPaise + line.sgstPaise + line.igstPaise);
  const all: (Column | false)[] = [
    { title: '#', x: LEFT, width: 16, align: 'left', cell: (_, index) => String(index + 1) },
    {
      title: titles.description,
      x: 58,
      width: registered ? 150 : 230,
      align: 'left',
      cell: (line) => line.description,
    },
    { title: 'HSN/SAC', x: registered ? 210 : 290, width: 40, align: 'left', cell: (line) => line.hsn },
    {
      title: titles.quantity,
      x: registered ? 250 : 330,
      width: 25,
      align: 'right',
      cell: (line) => String(line.quantity),
    },
    {
      title: titles.unitPrice,
      x: registered ? 277 : 357,
      width: 63,
      align: 'right',
      cell: (line) => invoiceRupees(line.unitPaise),
    },
    registered && {
      title: titles.taxable,
      x: 342,
      width: 68,
      align: 'right',
      cell: (line) => invoiceRupees(line.taxablePaise),
    },
    registered && { title: titles.rate, x: 412, width: 28, align: 'right', cell: (line) => `${line.ratePercent}%` },
    registered && { title: titles.tax, x: 442, width: 50, align: 'right', cell: tax },
    {
      title: titles.amount,
      x: 494,
      width: RIGHT - 494,
      align: 'right',
      cell: (line) => invoiceRupees(line.amountPaise),
    },
  ];
  return all.filter((column): column is Column => column !== false);
}

/** The invoice as a PDF: A4, in Noto Sans and its Indian families, subset to the glyphs it uses. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const registered = invoice.kind === 'tax-invoice';
  const { words } = invoice;
  const title = words.title[invoice.kind];
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `${title} ${invoice.number}`, Author: invoice.seller.legalName },
  });
  registerFaces(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const put = (text: string, x: number, y: number, style: Partial<TextStyle> = {}) =>
    drawText(doc, text, x, y, { size: 9, width: RIGHT - x, ...style });

  put(title, LEFT, 36, { size: 16, bold: true });
  put(words.original, LEFT, 58, { size: 8 });
  put(invoice.seller.legalName, LEFT, 78, { size: 10, bold: true });
  let left = 94;
  left += put(`(${invoice.seller.tradeName}) ${invoice.seller.address}`, LEFT, left, { width: 300 }) + 2;
  left += put(`${invoice.seller.email} | ${invoice.seller.phone}`, LEFT, left, { width: 300 }) + 2;
  put(invoice.seller.gstin ? `GSTIN: ${invoice.seller.gstin}` : words.notRegistered, LEFT, left, { width: 300 });
  const detail = (label: string, value: string, y: number) => {
    put(label, 360, y, { width: 90, bold: true });
    return put(value, 450, y);
  };
  detail(words.number[invoice.kind], invoice.number, 80);
  // The shop's one way of writing a date (decision 076), the day in India.
  detail(words.issued, words.date(invoice.issuedAt), 94);
  detail(words.order, invoice.orderNumber, 108);
  detail(words.payment, invoice.paymentMethod, 122);
  detail(words.reverseCharge, words.no, 136);

  let y = 165;
  put(words.billTo, LEFT, y, { bold: true });
  const placeHeight = detail(words.placeOfSupply, `${invoice.placeOfSupply.name} (${invoice.placeOfSupply.code})`, y);
  let buyer = y + 14;
  for (const text of [invoice.buyer.name, ...invoice.buyer.lines]) buyer += put(text, LEFT, buyer, { width: 300 });
  y = Math.max(buyer, y + placeHeight) + 18;

  const table = columns(registered, words);
  for (const column of table)
    put(column.title, column.x, y, { size: 8, width: column.width, align: column.align, bold: true });
  doc
    .moveTo(LEFT, y + 12)
    .lineTo(RIGHT, y + 12)
    .stroke();
  y += 18;
  invoice.lines.forEach((line, index) => {
    const cell = (column: Column) => ({ size: 8, width: column.width, align: column.align });
    const rowHeight = Math.max(...table.map((column) => textHeight(column.cell(line, index), cell(column))));
    if (y + rowHeight > PAGE_END) {
      doc.addPage();
      y = 40;
    }
    for (const column of table) put(column.cell(line, index), column.x, y, cell(column));
    y += rowHeight + 6;
  });
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 8;

  const total = (label: string, paise: number, bold = false) => {
    if (y > PAGE_END) {
      doc.addPage();
      y = 40;
    }
    put(label, 330, y, { width: 130, bold });
    y += put(invoiceRupees(paise), 460, y, { align: 'right', bold });
  };
  if (registered) {
    const { totals } = invoice;
    total(words.taxableValue, totals.taxablePaise);
    const half = invoice.lines.find((line) => line.cgstPaise > 0)?.ratePercent;
    if (totals.cgstPaise > 0) total(`CGST @ ${(half ?? 0) / 2}%`, totals.cgstPaise);
    if (totals.sgstPaise > 0) total(`SGST @ ${(half ?? 0) / 2}%`, totals.sgstPaise);
    const igstRate = invoice.lines.find((line) => line.igstPaise > 0)?.ratePercent;
    if (totals.igstPaise > 0) total(`IGST @ ${igstRate ?? 0}%`, totals.igstPaise);
    total(words.gstIncluded, totals.cgstPaise + totals.sgstPaise + totals.igstPaise);
  }
  total(words.total, invoice.totals.totalPaise, true);

  y += 10;
  const classes = invoice.lines.some((line) => line.hsn === SAC_WORKSHOP);
  const delivered = invoice.lines.some((line) => line.hsn !== SAC_WORKSHOP);
  const taxNote = [words.pricesIncludeGst, delivered && words.deliveredWithGoods, classes && words.classesWhereHeld];
  const notes = registered ? [taxNote.filter(Boolean).join(' ')] : words.unregistered;
  for (const note of notes) y += put(note, LEFT, y, { size: 8 });
  put(words.signatory(invoice.seller.legalName), LEFT, y + 10, { size: 8 });
  doc.end();
  return done;
}
