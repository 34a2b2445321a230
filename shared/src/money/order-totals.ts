/**
 * The shop's money rules, written once: the API prices orders with them (it is the authority) and the cart,
 * checkout and confirmation show the same figures before the server answers. Sums run in integer paise.
 */
import { shippingPaiseForOption, type ShippingOptionId } from '../delivery/delivery-rules';
import { orderGst } from './gst';
import type { LineKindValue } from '../contracts/order-status-values';

// The one money label, for what the server writes too (e-mails).
export { formatRupees } from './format-rupees';
export { GST_PERCENT, gstInside, orderGst, type GstInside, type OrderGst, type OrderSupplies } from './gst';

/** SPEC section 9: free shipping when the products' subtotal exceeds Rs. 1500, otherwise Rs. 150. */
export const FREE_SHIPPING_ABOVE_PAISE = 150_000;
export const SHIPPING_PAISE = 15_000;

/** Rupees (as shown to shoppers, up to 2 decimals) to integer paise (as stored). */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

/** A piece to ship or a seat in a class (the contract's set). */
export type LineKind = LineKindValue;

/** One line as priced, in paise; a line with no type is a product. */
export interface PaiseLine {
  pricePaise: number;
  quantity: number;
  type?: LineKind | undefined;
}

export interface PaiseTotals {
  subtotalPaise: number;
  shippingPaise: number;
  totalPaise: number;
}

/**
 * Shipping is charged on the physical goods only: workshop seats are not shipped, so an order of workshops
 * alone ships free, and a mixed order pays shipping by its products' subtotal.
 */
export function shippingPaiseFor(productSubtotalPaise: number, hasProducts: boolean): number {
  if (!hasProducts) return 0;
  return productSubtotalPaise > FREE_SHIPPING_ABOVE_PAISE ? 0 : SHIPPING_PAISE;
}

/** Subtotal, shipping (products only), and total = subtotal + shipping. */
export function orderTotalsPaise(lines: readonly PaiseLine[]): PaiseTotals {
  const lineTotal = (line: PaiseLine) => line.pricePaise * line.quantity;
  const subtotalPaise = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const products = lines.filter((line) => line.type !== 'workshop');
  const shippingPaise = shippingPaiseFor(
    products.reduce((sum, line) => sum + lineTotal(line), 0),
    products.length > 0,
  );
  return { subtotalPaise, shippingPaise, totalPaise: subtotalPaise + shippingPaise };
}

export interface AddOnsPaise {
  shippingPaise: number;
  codFeePaise: number;
  totalPaise: number;
}

/**
 * What is added to an order's lines, written once for the checkout's summary and the API's pricing (decision
 * 026): shipping by the chosen option (standard's by the money rule, express and same-day flat, none when
 * nothing ships) and the cash-on-delivery fee, each its own line, and the total they make with the subtotal.
 */
export function withAddOnsPaise(
  order: { subtotalPaise: number; standardShippingPaise: number; ships: boolean },
  shippingOption: ShippingOptionId,
  codFeePaise = 0,
): AddOnsPaise {
  const shippingPaise = shippingPaiseForOption(shippingOption, order.standardShippingPaise, order.ships);
  return { shippingPaise, codFeePaise, totalPaise: order.subtotalPaise + shippingPaise + codFeePaise };
}

/** One line as the shopper sees it, in rupees. */
export interface PricedLine {
  price: number;
  quantity: number;
  type?: LineKind | undefined;
}

export interface OrderTotals {
  subtotal: number;
  shipping: number;
  total: number;
}

/** `orderTotalsPaise` for lines priced in rupees (the cart's), in rupees; Rs. 1299.50 x 3 stays exact. */
export function orderTotals(lines: readonly PricedLine[]): OrderTotals {
  const totals = orderTotalsPaise(
    lines.map((line) => ({ pricePaise: rupeesToPaise(line.price), quantity: line.quantity, type: line.type })),
  );
  return { subtotal: totals.subtotalPaise / 100, shipping: totals.shippingPaise / 100, total: totals.totalPaise / 100 };
}

export interface CheckoutTotals extends OrderTotals {
  /** The order has products, so it has a shipping line. */
  ships: boolean;
  codFee: number;
  /** The GST inside the lines, shipping and the fee ("Includes GST (18%)"), not added to the total. */
  gstIncluded: number;
}

/**
 * What the cart's and checkout's summary shows, in rupees: subtotal, shipping by the chosen option (standard
 * free above Rs. 1500; express and same-day flat), the cash-on-delivery fee, the GST inside all of them, by the
 * rule the order's invoice states (`orderGst`, decision 037), and the total.
 */
export function checkoutTotals(
  lines: readonly PricedLine[],
  shippingOption: ShippingOptionId = 'standard',
  codFee = 0,
): CheckoutTotals {
  const totals = orderTotals(lines);
  const ships = lines.some((line) => line.type !== 'workshop');
  const addOns = withAddOnsPaise(
    { subtotalPaise: rupeesToPaise(totals.subtotal), standardShippingPaise: rupeesToPaise(totals.shipping), ships },
    shippingOption,
    rupeesToPaise(codFee),
  );
  const gst = orderGst({
    lines: lines.map((line) => ({ pricePaise: rupeesToPaise(line.price), quantity: line.quantity })),
    shippingPaise: addOns.shippingPaise,
    codFeePaise: addOns.codFeePaise,
  });
  return {
    ...totals,
    ships,
    shipping: addOns.shippingPaise / 100,
    codFee,
    gstIncluded: gst.totalPaise / 100,
    total: addOns.totalPaise / 100,
  };
}
