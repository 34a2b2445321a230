import { formatDateIndia } from '@mitti/shared/dates';
import { SHIPPING_OPTIONS, type ShippingOptionId } from '@mitti/shared/delivery';

/**
 * Every word an invoice prints beside the order's own (names, addresses, the seller's particulars), in English.
 * The Hindi (invoice-words-hi.ts) is typed `InvoiceWords`, so a word it lacks is a type error in the API's type
 * check. An invoice is in the language its order was placed in, as the order's mails are (decisions 106, 117);
 * the tax terms (GSTIN, HSN/SAC, CGST, SGST, IGST, GST) are printed as they are in both.
 */
export const englishInvoiceWords = {
  date: (value: Date) => formatDateIndia(value),
  title: { 'tax-invoice': 'Tax Invoice', 'bill-of-supply': 'Bill of Supply' },
  original: 'Original for recipient',
  notRegistered: 'GSTIN: not registered',
  number: { 'tax-invoice': 'Invoice No.', 'bill-of-supply': 'Bill No.' },
  issued: 'Date of issue',
  order: 'Order No.',
  payment: 'Payment',
  reverseCharge: 'Reverse charge',
  no: 'No',
  billTo: 'Bill to / Ship to',
  placeOfSupply: 'Place of supply',
  columns: {
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    taxable: 'Taxable value',
    rate: 'Rate',
    tax: 'Tax',
    amount: 'Amount',
  },
  classSeat: (name: string) => `${name} (class seat)`,
  shipping: (option: ShippingOptionId) => `Shipping (${SHIPPING_OPTIONS[option].label})`,
  codFee: 'Cash-on-delivery fee',
  phone: (phone: string) => `Phone ${phone}`,
  taxableValue: 'Taxable value',
  gstIncluded: 'GST included',
  total: 'Invoice total',
  pricesIncludeGst: 'Prices include GST.',
  deliveredWithGoods: 'Shipping and the cash-on-delivery fee are supplied with the goods and taxed at their rate.',
  classesWhereHeld: 'A class seat is an education service, supplied where the class is held.',
  /**
   * What an unregistered seller's bill of supply says (decision 027): it is no tax invoice, charges no GST, and
   * why the studio need not register (handicraft makers under the turnover limit, section 23(2) of the CGST Act
   * read with notification 03/2018-Integrated Tax, which lists pottery, HSN 6912 and 6913).
   */
  unregistered: [
    'Supplier not registered under GST: a maker of handicraft goods exempt from registration under section 23(2)',
    'of the CGST Act, 2017 (notification No. 03/2018-Integrated Tax). No GST is charged on this supply, and no',
    'input tax credit can be claimed on it.',
  ] as readonly string[],
  signatory: (seller: string) => `For ${seller}: authorised signatory (issued electronically)`,
};

export type InvoiceWords = typeof englishInvoiceWords;
