/** SPEC section 9: free shipping when the subtotal exceeds Rs. 1500, otherwise Rs. 150. */
export const FREE_SHIPPING_ABOVE = 1500;
export const SHIPPING_FEE = 150;
/**
 * Prices include GST at 18% (SPEC section 9: taxes are a line, not added to the total). The line shows the GST
 * inside the subtotal: subtotal x 18/118. Decision record 018.
 */
export const GST_PERCENT = 18;

export interface PricedLine {
  price: number;
  quantity: number;
  type?: 'product' | 'workshop';
}

export interface OrderTotals {
  subtotal: number;
  shipping: number;
  /** The GST already inside the subtotal (not added to the total). */
  gstIncluded: number;
  total: number;
}

const toPaise = (rupees: number) => Math.round(rupees * 100);

/** The GST inside a GST-inclusive amount, to the paisa: Rs. 2,046 includes Rs. 312.10. */
export function gstIncludedIn(amount: number): number {
  return Math.round((toPaise(amount) * GST_PERCENT) / (100 + GST_PERCENT)) / 100;
}

/**
 * The summary the shopper sees; the server computes the same numbers and is the authority. Sums run in
 * paise so Rs. 1299.50 x 3 is exact. Workshop seats are not shipped: only products pay shipping.
 */
export function orderTotals(lines: readonly PricedLine[]): OrderTotals {
  const linePaise = (line: PricedLine) => toPaise(line.price) * line.quantity;
  const subtotalPaise = lines.reduce((sum, line) => sum + linePaise(line), 0);
  const products = lines.filter((line) => line.type !== 'workshop');
  const productPaise = products.reduce((sum, line) => sum + linePaise(line), 0);
  const shippingPaise =
    products.length === 0 || productPaise > toPaise(FREE_SHIPPING_ABOVE) ? 0 : toPaise(SHIPPING_FEE);
  return {
    subtotal: subtotalPaise / 100,
    shipping: shippingPaise / 100,
    gstIncluded: gstIncludedIn(subtotalPaise / 100),
    total: (subtotalPaise + shippingPaise) / 100,
  };
}
