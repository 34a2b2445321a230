/**
 * The GST inside an order, computed once (decision 037): the checkout's "Includes GST (18%)" line and the GST
 * invoice both come from here. Prices are GST-inclusive (decision 018), and every part of an order carries GST
 * at the shop's one rate: each line (a piece, or a class seat, a service taxed alike), shipping and the
 * cash-on-delivery fee, which are supplied with the goods (a composite supply, taxed as its principal supply,
 * the goods: section 8(a) of the CGST Act).
 */
export const GST_PERCENT = 18;

export interface GstInside {
  /** CGST or SGST: half the rate, rounded to the paisa. */
  halfPaise: number;
  /** The GST in the amount: CGST + SGST within a state, IGST between states (the same figure). */
  gstPaise: number;
}

/**
 * The GST inside one GST-inclusive amount, as an invoice line states it: each half of the rate rounded to the
 * paisa (so CGST and SGST are always equal), and IGST their sum, so the figure is the same wherever the
 * supply goes and the checkout can show it before the place of supply is known. Rs. 650 includes 2 x Rs. 49.58.
 */
export function gstInside(amountPaise: number): GstInside {
  const halfPaise = Math.round((amountPaise * GST_PERCENT) / 2 / (100 + GST_PERCENT));
  return { halfPaise, gstPaise: 2 * halfPaise };
}

/** The parts of an order that are supplied, in paise as the order stores them. */
export interface OrderSupplies {
  lines: readonly { pricePaise: number; quantity: number }[];
  shippingPaise: number;
  codFeePaise: number;
}

export interface OrderGst {
  /** Each line's GST (unit price x quantity), in the order of the lines. */
  lines: GstInside[];
  shipping: GstInside;
  codFee: GstInside;
  /** All of the order's GST: what the checkout shows and the invoice adds up to. */
  totalPaise: number;
}

/** The GST inside each part of an order, and in all of it. */
export function orderGst({ lines, shippingPaise, codFeePaise }: OrderSupplies): OrderGst {
  const parts = {
    lines: lines.map((line) => gstInside(line.pricePaise * line.quantity)),
    shipping: gstInside(shippingPaise),
    codFee: gstInside(codFeePaise),
  };
  const totalPaise = [...parts.lines, parts.shipping, parts.codFee].reduce((sum, part) => sum + part.gstPaise, 0);
  return { ...parts, totalPaise };
}
