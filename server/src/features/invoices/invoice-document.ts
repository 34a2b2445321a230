import { pinArea } from '@mitti/shared/delivery';
import { SELLER } from '@mitti/shared/legal';
import { GST_PERCENT, gstIncludedPaise } from '@mitti/shared/money';
import { SHIPPING_OPTIONS, isShippingOptionId } from '@mitti/shared/delivery';
import type { OrderRow } from '../orders/order-row';
import { gstState } from './gst-state-codes';
import { classState, HSN_TABLEWARE } from './invoice-hsn';
import type { InvoiceRecord } from './invoice-repository';

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
  title: 'Tax Invoice' | 'Bill of Supply';
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

/** The GST inside a GST-inclusive amount, split as the place of supply asks; none on a bill of supply. */
function taxed(amountPaise: number, supplyState: GstState, registered: boolean) {
  if (!registered) return { taxablePaise: amountPaise, ratePercent: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  if (supplyState.code === STUDIO_STATE.code) {
    // Within Maharashtra: half CGST, half SGST, each to the paisa, so the two halves are always equal.
    const half = Math.round((amountPaise * GST_PERCENT) / 2 / (100 + GST_PERCENT));
    return {
      taxablePaise: amountPaise - 2 * half,
      ratePercent: GST_PERCENT,
      cgstPaise: half,
      sgstPaise: half,
      igstPaise: 0,
    };
  }
  const igstPaise = gstIncludedPaise(amountPaise);
  return { taxablePaise: amountPaise - igstPaise, ratePercent: GST_PERCENT, cgstPaise: 0, sgstPaise: 0, igstPaise };
}

/** Where the goods go: the state of the delivery PIN code (the address's own state if the PIN is not known). */
export function placeOfSupply(order: OrderRow): GstState {
  const address = order.shipping_address;
  if (!address) return STUDIO_STATE;
  const state = pinArea(address.zipCode)?.state ?? address.state;
  return gstState(state) ?? { name: address.state, code: '97' };
}

/**
 * The invoice of an order as issued: every line at the price the order stored (unit x quantity), shipping
 * and the cash-on-delivery fee as their own lines (supplied with the goods, so taxed at the goods' rate,
 * decision 027), so the lines add up to the order's stored total exactly.
 */
export function invoiceDocument(order: OrderRow, invoice: InvoiceRecord): InvoiceDocument {
  const registered = invoice.kind === 'tax-invoice';
  const goodsState = placeOfSupply(order);
  const line = (description: string, hsn: string, quantity: number, unitPaise: number, state: GstState) => {
    const amountPaise = unitPaise * quantity;
    return { description, hsn, quantity, unitPaise, amountPaise, ...taxed(amountPaise, state, registered) };
  };
  const items = order.items.map((item, index) => {
    const hsn = invoice.hsn_codes[index] ?? HSN_TABLEWARE;
    return item.type === 'workshop'
      ? line(
          `${item.name} (class seat)`,
          hsn,
          item.quantity,
          item.pricePaise,
          classState(item.workshopDetails?.location ?? ''),
        )
      : line(item.name, hsn, item.quantity, item.pricePaise, goodsState);
  });
  const principal =
    items.filter((_, index) => order.items[index]?.type !== 'workshop').sort((a, b) => b.amountPaise - a.amountPaise)[0]
      ?.hsn ?? HSN_TABLEWARE;
  const option = isShippingOptionId(order.shipping_option) ? SHIPPING_OPTIONS[order.shipping_option].label : 'Standard';
  const shipping = Number(order.shipping_paise);
  const codFee = Number(order.cod_fee_paise);
  const lines = [
    ...items,
    ...(shipping > 0 ? [line(`Shipping (${option})`, principal, 1, shipping, goodsState)] : []),
    ...(codFee > 0 ? [line('Cash-on-delivery fee', principal, 1, codFee, goodsState)] : []),
  ];
  const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'amountPaise') =>
    lines.reduce((total, each) => total + each[key], 0);
  const totalPaise = sum('amountPaise');
  if (totalPaise !== Number(order.total_paise)) {
    throw new Error(
      `invoice ${invoice.invoice_number}: lines add up to ${totalPaise}, the order to ${order.total_paise}`,
    );
  }
  const address = order.shipping_address;
  return {
    kind: invoice.kind,
    title: registered ? 'Tax Invoice' : 'Bill of Supply',
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
    buyer: {
      name: address ? `${address.firstName} ${address.lastName}`.trim() : (order.user_name ?? order.user_email ?? ''),
      lines: address
        ? [
            address.address,
            `${address.city}, ${address.state} ${address.zipCode}`,
            address.country,
            `Phone ${address.phone}`,
          ]
        : [],
    },
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
