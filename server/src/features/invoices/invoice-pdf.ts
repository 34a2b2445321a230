import PDFDocument from 'pdfkit';
import type { InvoiceDocument, InvoiceLine } from './invoice-document';
import { indianDate } from './invoice-numbering';

/**
 * The words an unregistered seller's bill of supply carries (decision 027): it is no tax invoice, charges no
 * GST, and says why the studio need not register (handicraft makers under the turnover limit, section 23(2) of
 * the CGST Act read with notification 03/2018-Integrated Tax, which lists pottery, HSN 6912 and 6913).
 */
export const UNREGISTERED_STATEMENT = [
  'Supplier not registered under GST: a maker of handicraft goods exempt from registration under section 23(2)',
  'of the CGST Act, 2017 (notification No. 03/2018-Integrated Tax). No GST is charged on this supply, and no',
  'input tax credit can be claimed on it.',
];

/** Rupees as the invoice prints them: Rs. 1,299.50 (Indian grouping, always two decimals; no rupee glyph in
 * the PDF's standard fonts). */
export const invoiceRupees = (paise: number): string =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const LEFT = 40;
const RIGHT = 555;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

interface Column {
  title: string;
  x: number;
  width: number;
  align: 'left' | 'right';
  cell(line: InvoiceLine, index: number): string;
}

function columns(registered: boolean): Column[] {
  const tax = (line: InvoiceLine) => invoiceRupees(line.cgstPaise + line.sgstPaise + line.igstPaise);
  const all: (Column | false)[] = [
    { title: '#', x: LEFT, width: 16, align: 'left', cell: (_, index) => String(index + 1) },
    { title: 'Description', x: 58, width: registered ? 150 : 230, align: 'left', cell: (line) => line.description },
    { title: 'HSN/SAC', x: registered ? 210 : 290, width: 40, align: 'left', cell: (line) => line.hsn },
    { title: 'Qty', x: registered ? 250 : 330, width: 25, align: 'right', cell: (line) => String(line.quantity) },
    {
      title: 'Unit price',
      x: registered ? 277 : 357,
      width: 63,
      align: 'right',
      cell: (line) => invoiceRupees(line.unitPaise),
    },
    registered && {
      title: 'Taxable value',
      x: 342,
      width: 68,
      align: 'right',
      cell: (line) => invoiceRupees(line.taxablePaise),
    },
    registered && { title: 'Rate', x: 412, width: 28, align: 'right', cell: (line) => `${line.ratePercent}%` },
    registered && { title: 'Tax', x: 442, width: 50, align: 'right', cell: tax },
    { title: 'Amount', x: 494, width: RIGHT - 494, align: 'right', cell: (line) => invoiceRupees(line.amountPaise) },
  ];
  return all.filter((column): column is Column => column !== false);
}

/** The invoice as a PDF: A4, the PDF standard fonts (nothing downloaded or embedded). */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const registered = invoice.kind === 'tax-invoice';
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `${invoice.title} ${invoice.number}`, Author: invoice.seller.legalName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(BOLD).fontSize(16).text(invoice.title, LEFT, 40);
  doc.font(FONT).fontSize(8).text('Original for recipient', LEFT, 60);
  doc.font(BOLD).fontSize(10).text(invoice.seller.legalName, LEFT, 80);
  doc.font(FONT).fontSize(9);
  doc.text(`(${invoice.seller.tradeName}) ${invoice.seller.address}`, LEFT, 94, { width: 300 });
  doc.text(`${invoice.seller.email} | ${invoice.seller.phone}`, LEFT, doc.y + 2);
  doc.text(invoice.seller.gstin ? `GSTIN: ${invoice.seller.gstin}` : 'GSTIN: not registered', LEFT, doc.y + 2);
  const detail = (label: string, value: string, y: number) => {
    doc.font(BOLD).text(label, 360, y, { width: 90 });
    doc.font(FONT).text(value, 450, y, { width: RIGHT - 450 });
  };
  detail(registered ? 'Invoice No.' : 'Bill No.', invoice.number, 80);
  detail('Date of issue', indianDate(invoice.issuedAt), 94);
  detail('Order No.', invoice.orderNumber, 108);
  detail('Payment', invoice.paymentMethod, 122);
  detail('Reverse charge', 'No', 136);

  let y = 165;
  doc.font(BOLD).text('Bill to / Ship to', LEFT, y);
  doc.font(FONT).text(invoice.buyer.name, LEFT, y + 14);
  invoice.buyer.lines.forEach((text, index) => doc.text(text, LEFT, y + 28 + index * 12, { width: 300 }));
  detail('Place of supply', `${invoice.placeOfSupply.name} (${invoice.placeOfSupply.code})`, y);

  y += 100;
  const table = columns(registered);
  doc.font(BOLD).fontSize(8);
  for (const column of table) doc.text(column.title, column.x, y, { width: column.width, align: column.align });
  doc
    .moveTo(LEFT, y + 12)
    .lineTo(RIGHT, y + 12)
    .stroke();
  doc.font(FONT);
  y += 18;
  invoice.lines.forEach((line, index) => {
    const rowHeight = Math.max(
      ...table.map((column) => doc.heightOfString(column.cell(line, index), { width: column.width })),
    );
    if (y + rowHeight > 760) {
      doc.addPage();
      y = 40;
    }
    for (const column of table)
      doc.text(column.cell(line, index), column.x, y, { width: column.width, align: column.align });
    y += rowHeight + 6;
  });
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 8;

  doc.fontSize(9);
  const total = (label: string, paise: number, bold = false) => {
    if (y > 760) {
      doc.addPage();
      y = 40;
    }
    doc.font(bold ? BOLD : FONT).text(label, 330, y, { width: 130 });
    doc.text(invoiceRupees(paise), 460, y, { width: RIGHT - 460, align: 'right' });
    y += 14;
  };
  if (registered) {
    const { totals } = invoice;
    total('Taxable value', totals.taxablePaise);
    const half = invoice.lines.find((line) => line.cgstPaise > 0)?.ratePercent;
    if (totals.cgstPaise > 0) total(`CGST @ ${(half ?? 0) / 2}%`, totals.cgstPaise);
    if (totals.sgstPaise > 0) total(`SGST @ ${(half ?? 0) / 2}%`, totals.sgstPaise);
    const igstRate = invoice.lines.find((line) => line.igstPaise > 0)?.ratePercent;
    if (totals.igstPaise > 0) total(`IGST @ ${igstRate ?? 0}%`, totals.igstPaise);
  }
  total('Invoice total', invoice.totals.totalPaise, true);

  y += 10;
  doc.font(FONT).fontSize(8);
  const notes = registered
    ? ['Prices include GST. Shipping and the cash-on-delivery fee are supplied with the goods and taxed at their rate.']
    : UNREGISTERED_STATEMENT;
  for (const note of notes) {
    doc.text(note, LEFT, y, { width: RIGHT - LEFT });
    y += 11;
  }
  doc.text(`For ${invoice.seller.legalName}: authorised signatory (issued electronically)`, LEFT, y + 10);
  doc.end();
  return done;
}
