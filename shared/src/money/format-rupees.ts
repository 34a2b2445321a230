import { createdOnFirstUse } from '../intl/created-on-first-use';

// Made on first use: a browser's first en-IN formatter loads locale data, a long pause to spend at start-up.
const wholeRupees = createdOnFirstUse(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));
const withPaise = createdOnFirstUse(
  () => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/**
 * The one money label of the shop, on every page (SPEC: 'Rs. {price}/-'): Indian digit grouping, paise shown
 * as two digits when there are any and left out when there are none: 'Rs. 1,299/-', 'Rs. 1,299.50/-',
 * 'Rs. 1,23,456.70/-'. Decision record 018.
 */
export function formatRupees(amount: number): string {
  const paise = Math.round(amount * 100);
  const formatter = paise % 100 === 0 ? wholeRupees() : withPaise();
  return `Rs. ${formatter.format(paise / 100)}/-`;
}

/** Discount percent = rounded (mrp - price) / mrp; 0 when there is no discount. */
export function discountPercent(price: number, mrp: number | undefined): number {
  if (!mrp || mrp <= price) return 0;
  return Math.round(((mrp - price) / mrp) * 100);
}
