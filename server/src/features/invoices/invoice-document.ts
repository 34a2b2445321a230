import { pinArea } from '@mitti/shared/delivery';
import { SELLER } from '@mitti/shared/legal';
import { GST_PERCENT, orderGst, type GstInside } from '@mitti/shared/money';
import { isShippingOptionId } from '@mitti/shared/delivery';
import type { OrderRow } from '../orders/order-row';
import { gstState } from './gst-state-codes';
import { classState, HSN_TABLEWARE } from './invoice-hsn';
import type { InvoiceRecord } from './invoice-repository';
import { englishInvoiceWords, type InvoiceWords } from './invoice-words';
import { hindiInvoiceWords } from './invoice-words-hi';

export interface GstState {
  name: string;
  code: string;
}

/** One line of the invoice, in paise: the amount is GST-inclusive (the shop's prices), split into its parts. */
export interface InvoiceLine {
  description: string;
  hsn: string;
  quantity: number;
  unitPaise: number;
  /** What the shopper paid for the line (unit x quantity): taxable value + tax. */
  amountPaise: number;
  taxablePaise: number;
  /** 0 on a bill of supply. */
  ratePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface InvoiceDocument {
  kind: InvoiceRecord['kind'];
  /** The words it prints, in the language its order was placed in (decisions 106, 117). */
  words: InvoiceWords;
  number: string;
  issuedAt: Date;
  orderNumber: string;
  paymentMethod: string;
  seller: { legalName: string; tradeName: string; address: string; email: string; phone: string; gstin: string | null };
  buyer: { name: string; lines: string[] };
  placeOfSupply: GstState;
  lines: InvoiceLine[];
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };
}

const STUDIO_STATE = gstState('Maharashtra')!;

/** A line's GST (the one rule, `orderGst`) as the place of supply states it; none on a bill of supply. */
function taxed(amountPaise: number, gst: GstInside, supplyState: GstState, registered: boolean) {
  if (!registered) return { taxablePaise: amountPaise, ratePercent: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  const within = supplyState.code === STUDIO_STATE.code;
  return {
    taxablePaise: amountPaise - gst.gstPaise,
    ratePercent: GST_PERCENT,
    cgstPaise: within ? gst.halfPaise : 0,
    sgstPaise: within ? gst.halfPaise : 0,
    igstPaise: within ? 0 : gst.gstPaise,
  };
}

/**
 * The place of supply the invoice names: where the goods go, the state of the delivery PIN code (the address's
 * own state if the PIN is not known); for a booking of classes alone, where its first class is held.
 */
export function placeOfSupply(order: OrderRow): GstState {
  const address = order.shipping_address;
  const firstClass = order.items.find((item) => item.type === 'workshop');
  if (!address) return firstClass ? classState(firstClass.workshopDetails?.location ?? '') : STUDIO_STATE;
  const state = pinArea(address.zipCode)?.state ?? address.state;
  return gstState(state) ?? { name: address.state, code: '97' };
}

/** The buyer as the invoice names them: the delivery name and address, or the account and contact phone. */
function buyerOf(order: OrderRow, words: InvoiceWords): InvoiceDocument['buyer'] {
  const address = order.shipping_address;
  if (address) {
    return {
      name: `${address.firstName} ${address.lastName}`.trim(),
      lines: [
        address.address,
        `${address.city}, ${address.state} ${address.zipCode}`,
        address.country,
        words.phone(address.phone),
      ],
    };
  }
  const contact = [order.user_name ? order.user_email : null, order.contact_phone && words.phone(order.contact_phone)];
  return {
    name: order.user_name ?? order.user_email ?? '',
    lines: contact.filter((line): line is string => Boolean(line)),
  };
}

/**
 * The invoice of an order as issued: every line at the price the order stored (unit x quantity), shipping
 * and the cash-on-delivery fee as their own lines (supplied with the goods, so taxed at the goods' rate,
 * decision 027), so the lines add up to the order's stored total exactly.
 */
export function invoiceDocument(order: OrderRow, invoice: InvoiceRecord): InvoiceDocument {
  const registered = invoice.kind === 'tax-invoice';
  const words = order.language === 'hi' ? hindiInvoiceWords : englishInvoiceWords;
  const goodsState = placeOfSupply(order);
  const shipping = Number(order.shipping_paise);
  const codFee = Number(order.cod_fee_paise);
  const gst = orderGst({ lines: order.items, shippingPaise: shipping, codFeePaise: codFee });
  const line = (
    description: string,
    hsn: string,
    quantity: number,
    unitPaise: number,
    tax: GstInside,
    state: GstState,
  ) => {
    const amountPaise = unitPaise * quantity;
    return { description, hsn, quantity, unitPaise, amountPaise, ...taxed(amountPaise, tax, state, registered) };
  };
  const items = order.items.map((item, index) => {
    const hsn = invoice.hsn_codes[index] ?? HSN_TABLEWARE;
    const tax = gst.lines[index]!;
    return item.type === 'workshop'
      ? line(
          words.classSeat(item.name),
          hsn,
          item.quantity,
          item.pricePaise,
          tax,
          classState(item.workshopDetails?.location ?? ''),
        )
      : line(item.name, hsn, item.quantity, item.pricePaise, tax, goodsState);
  });
  const principal =
    items.filter((_, index) => order.items[index]?.type !== 'workshop').sort((a, b) => b.amountPaise - a.amountPaise)[0]
      ?.hsn ?? HSN_TABLEWARE;
  const option = isShippingOptionId(order.shipping_option) ? order.shipping_option : 'standard';
  const lines = [
    ...items,
    ...(shipping > 0 ? [line(words.shipping(option), principal, 1, shipping, gst.shipping, goodsState)] : []),
    ...(codFee > 0 ? [line(words.codFee, principal, 1, codFee, gst.codFee, goodsState)] : []),
  ];
  const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'amountPaise') =>
    lines.reduce((total, each) => total + each[key], 0);
  const totalPaise = sum('amountPaise');
  if (totalPaise !== Number(order.total_paise)) {
    throw new Error(
      `invoice ${invoice.invoice_number}: lines add up to ${totalPaise}, the order to ${order.total_paise}`,
    );
  }
  return {
    kind: invoice.kind,
    words,
    number: invoice.invoice_number,
    issuedAt: new Date(invoice.issued_at),
    orderNumber: order.order_number,
    paymentMethod: order.payment_method,
    seller: {
      legalName: SELLER.legalName,
      tradeName: SELLER.tradeName,
      address: SELLER.address,
      email: SELLER.customerCare.email,
      phone: SELLER.customerCare.phone,
      gstin: invoice.seller_gstin,
    },
    buyer: buyerOf(order, words),
    placeOfSupply: goodsState,
    lines,
    totals: {
      taxablePaise: sum('taxablePaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
      totalPaise,
    },
  };
}
