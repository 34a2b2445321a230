import { useMemo } from 'react';
import { useProductsNow, type ProductsNow } from '@mitti/shared';
import { priceChanges, type PriceChange } from '@mitti/shared/orders';
import type { CheckoutLine } from '../../lib/checkout-line';
import type { WorkshopNow } from './api/get-workshop-now';

/** A line as the shop sells it now; unknown while loading or when the API cannot be reached. */
export interface LineNow {
  /** Rupees; null when the shop does not say. */
  price: number | null;
  /** Pieces in stock or seats open; null when the product does not say. */
  available: number | null;
  /** A piece's Hindi name, where the owner gave one (decision 112). */
  nameHi?: string | null | undefined;
}

export type LinesNow = Record<string, LineNow>;

export interface LinesCheck {
  /** The shop's price and availability per line id, as last read. */
  now: LinesNow;
  /** The lines at the shop's current prices (what is charged), as the summary shows them. */
  priced: CheckoutLine[];
  /** Lines whose price changed since the shopper saw it, in the shop's words. */
  changes: PriceChange[];
  /** Reads prices and availability again (before Place Order); null when the read failed. */
  refresh: () => Promise<{ now: LinesNow; changes: PriceChange[] } | null>;
}

/** The class's price and seats, or every product's price and stock, by line id. */
function linesNow(workshopId: string | null, workshop: WorkshopNow | undefined, products: ProductsNow): LinesNow {
  if (workshopId)
    return workshop ? { [workshopId]: { price: workshop.price, available: workshop.slotsAvailable } } : {};
  return Object.fromEntries(
    Object.entries(products).map(([id, product]) => [
      id,
      { price: product.price, available: product.stock, nameHi: product.nameHi },
    ]),
  );
}

const changesOf = (lines: readonly CheckoutLine[], now: LinesNow) =>
  priceChanges(lines.map((line) => ({ name: line.name, confirmed: line.price, current: now[line.id]?.price })));

/** A booking's class as the shop holds it now (`useWorkshopNow`), read again by `refetch`. */
export interface WorkshopRead {
  data?: WorkshopNow | undefined;
  refetch: () => { unwrap: () => Promise<WorkshopNow> };
}

/**
 * The cart's or a booking's lines checked against the shop now (issue 33): the server's current price and
 * stock (or seats) per line, re-read when the page opens and by `refresh` before Place Order, and the price
 * changes the shopper must confirm before paying. A cart holds pieces; a booking one class, read by the
 * booking (`workshop`), so the cart's code carries no class query.
 */
export function useLinesNow(lines: readonly CheckoutLine[], workshop?: WorkshopRead): LinesCheck {
  const workshopId = workshop && lines.length === 1 && lines[0]!.type === 'workshop' ? lines[0]!.id : null;
  const products = useProductsNow(workshopId ? 0 : lines.length);

  const now = useMemo(
    () => linesNow(workshopId, workshop?.data, products.products),
    [workshopId, workshop?.data, products.products],
  );
  const priced = useMemo(
    () => lines.map((line) => ({ ...line, price: now[line.id]?.price ?? line.price })),
    [lines, now],
  );

  const refresh: LinesCheck['refresh'] = async () => {
    let fresh: LinesNow;
    if (workshopId && workshop) {
      const read = await workshop
        .refetch()
        .unwrap()
        .catch(() => null);
      if (!read) return null;
      fresh = linesNow(workshopId, read, {});
    } else {
      const read = await products.refresh();
      if (!read) return null;
      fresh = linesNow(null, undefined, read);
    }
    return { now: fresh, changes: changesOf(lines, fresh) };
  };

  return { now, priced, changes: changesOf(lines, now), refresh };
}

/** The shop's price now of every line that has one, as the cart takes them when the shopper accepts. */
export function confirmedPrices(now: LinesNow): Record<string, number> {
  return Object.fromEntries(
    Object.entries(now).flatMap(([id, line]) => (line.price === null ? [] : [[id, line.price] as const])),
  );
}
