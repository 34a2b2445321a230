import { PRICE_CHANGED_ADVICE, priceChangedMessage, priceChanges, totalChangedMessage } from '@mitti/shared/orders';
import { HttpError } from '../../lib/http-error';
import { paiseToRupees, rupeesToPaise } from '../../lib/money';
import type { OrderRequest } from '@mitti/shared/contracts';
import type { PricedOrder } from './order-pricing';

/** What the shopper confirmed: each line's price and the order's total, in rupees, as the checkout showed them. */
export type ConfirmedPrices = Pick<OrderRequest, 'items' | 'totalAmount'>;

/**
 * The order is made at the prices the shopper confirmed, or not at all (decision 038): 409 naming every line
 * whose confirmed price is not the catalogue's now ("The price of Thali Plate changed from Rs. 299 to
 * Rs. 349."), or the total when the lines agree and shipping or a fee does not. Runs inside the order's
 * transaction after pricing, so a refusal gives back the units just taken. Lines and figures the client did not
 * send are not compared (the API's own callers and scripts): the server's prices apply to them.
 */
export function assertConfirmedPrices(confirmed: ConfirmedPrices, priced: PricedOrder): void {
  const changes = priceChanges(
    priced.lines.map((line, index) => ({
      name: line.name,
      confirmed: confirmed.items[index]?.price ?? paiseToRupees(line.pricePaise),
      current: paiseToRupees(line.pricePaise),
    })),
  );
  if (changes.length > 0) {
    throw new HttpError(409, [...changes.map(priceChangedMessage), PRICE_CHANGED_ADVICE]);
  }
  const { totalAmount } = confirmed;
  if (totalAmount !== undefined && rupeesToPaise(totalAmount) !== priced.totalPaise) {
    throw new HttpError(409, [
      totalChangedMessage(totalAmount, paiseToRupees(priced.totalPaise)),
      PRICE_CHANGED_ADVICE,
    ]);
  }
}
