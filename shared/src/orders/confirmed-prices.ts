/**
 * What the shopper is told when a price changed between the cart and the payment (issue 33, decision 038):
 * the same words on the cart and checkout pages, which re-read the prices, and in the API's refusal of an
 * order whose confirmed prices are no longer the shop's.
 */
import { formatRupeesInText as rupees } from '../money/format-rupees';

export interface PriceChange {
  name: string;
  /** The price the shopper saw and confirmed, in rupees. */
  from: number;
  /** The shop's price now, in rupees. */
  to: number;
}

/** 'The price of Thali Plate changed from Rs. 299 to Rs. 349.' */
export const priceChangedMessage = ({ name, from, to }: PriceChange) =>
  `The price of ${name} changed from ${rupees(from)} to ${rupees(to)}.`;

export const PRICE_CHANGED_ADVICE = 'Please check the new prices and place the order again.';

/** The shopper confirmed one total and the shop's prices, shipping and fees now make another. */
export const totalChangedMessage = (from: number, to: number) =>
  `The total of this order changed from ${rupees(from)} to ${rupees(to)}.`;

/** The lines whose confirmed price (rupees) is not the current one, compared to the paisa. */
export function priceChanges(
  lines: readonly { name: string; confirmed: number; current: number | null | undefined }[],
): PriceChange[] {
  return lines.flatMap(({ name, confirmed, current }) =>
    typeof current === 'number' && Number.isFinite(current) && Math.round(current * 100) !== Math.round(confirmed * 100)
      ? [{ name, from: confirmed, to: current }]
      : [],
  );
}
