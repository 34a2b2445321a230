/**
 * The shop's money rules, written once: the API prices orders with them (it is the authority) and the cart,
 * checkout and confirmation show the same figures before the server answers. Sums run in integer paise.
 */

/** SPEC section 9: free shipping when the products' subtotal exceeds Rs. 1500, otherwise Rs. 150. */
export const FREE_SHIPPING_ABOVE_PAISE = 150_000;
export const SHIPPING_PAISE = 15_000;
/**
 * Prices include GST at 18% (SPEC section 9: taxes are a line, not added to the total). The line shows the GST
 * inside the subtotal: subtotal x 18/118. Decision record 018.
 */
export const GST_PERCENT = 18;

/** Rupees (as shown to shoppers, up to 2 decimals) to integer paise (as stored). */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

export type LineKind = 'product' | 'workshop';

/** One line as priced, in paise; a line with no type is a product. */
export interface PaiseLine {
  pricePaise: number;
  quantity: number;
  type?: LineKind | undefined;
}

export interface PaiseTotals {
  subtotalPaise: number;
  shippingPaise: number;
  /** The GST already inside the subtotal (not added to the total). */
  gstIncludedPaise: number;
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

/** The GST inside a GST-inclusive amount, to the paisa: 2,04,600 paise include 31,210. */
export function gstIncludedPaise(amountPaise: number): number {
  return Math.round((amountPaise * GST_PERCENT) / (100 + GST_PERCENT));
}

/** Subtotal, shipping (products only), the GST inside the subtotal, and total = subtotal + shipping. */
export function orderTotalsPaise(lines: readonly PaiseLine[]): PaiseTotals {
  const lineTotal = (line: PaiseLine) => line.pricePaise * line.quantity;
  const subtotalPaise = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const products = lines.filter((line) => line.type !== 'workshop');
  const shippingPaise = shippingPaiseFor(
    products.reduce((sum, line) => sum + lineTotal(line), 0),
    products.length > 0,
  );
  return {
    subtotalPaise,
    shippingPaise,
    gstIncludedPaise: gstIncludedPaise(subtotalPaise),
    totalPaise: subtotalPaise + shippingPaise,
  };
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
  /** The GST already inside the subtotal (not added to the total). */
  gstIncluded: number;
  total: number;
}

/** The GST inside a GST-inclusive amount in rupees, to the paisa: Rs. 2,046 includes Rs. 312.10. */
export const gstIncludedIn = (amount: number): number => gstIncludedPaise(rupeesToPaise(amount)) / 100;

/** `orderTotalsPaise` for lines priced in rupees (the cart's), in rupees; Rs. 1299.50 x 3 stays exact. */
export function orderTotals(lines: readonly PricedLine[]): OrderTotals {
  const totals = orderTotalsPaise(
    lines.map((line) => ({ pricePaise: rupeesToPaise(line.price), quantity: line.quantity, type: line.type })),
  );
  return {
    subtotal: totals.subtotalPaise / 100,
    shipping: totals.shippingPaise / 100,
    gstIncluded: totals.gstIncludedPaise / 100,
    total: totals.totalPaise / 100,
  };
}
