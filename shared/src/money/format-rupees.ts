import { createdOnFirstUse } from '../intl/created-on-first-use';

// Made on first use: a browser's first en-IN formatter loads locale data, a long pause to spend at start-up.
const grouped = createdOnFirstUse(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }));
const twoDecimals = createdOnFirstUse(
  () => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const inr = createdOnFirstUse(() => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }));

/** The shop's price label: 'Rs. 1,299/-' (SPEC: 'Rs. {price}/-'), or with paise always shown. */
export function formatRupees(amount: number, options: { decimals?: 2 } = {}): string {
  const formatter = options.decimals === 2 ? twoDecimals() : grouped();
  return `Rs. ${formatter.format(amount)}/-`;
}

/** A total in INR with the currency sign, for summaries and receipts: '₹1,299.00'. */
export function formatInr(amount: number): string {
  return inr().format(amount);
}

/** Discount percent = rounded (mrp - price) / mrp; 0 when there is no discount. */
export function discountPercent(price: number, mrp: number | undefined): number {
  if (!mrp || mrp <= price) return 0;
  return Math.round(((mrp - price) / mrp) * 100);
}
