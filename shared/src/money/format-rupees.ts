/** Indian digit grouping of a whole number: the last three digits, then pairs ('1,23,456'). */
function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * The one money label of the shop, on every page (SPEC: 'Rs. {price}/-'): Indian digit grouping, paise shown
 * as two digits when there are any and left out when there are none: 'Rs. 1,299/-', 'Rs. 1,299.50/-',
 * 'Rs. 1,23,456.70/-'. Decision record 018. Written with integer arithmetic, not `Intl.NumberFormat`: a
 * browser's first Intl formatter starts ICU, a 30-90 ms pause inside the first page's hydration (decision 031).
 */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) return `Rs. ${amount}/-`;
  const paise = Math.round(Math.abs(amount) * 100);
  const sign = amount < 0 && paise > 0 ? '-' : '';
  const rupees = groupIndian(Math.floor(paise / 100));
  const rest = paise % 100;
  return `Rs. ${sign}${rest === 0 ? rupees : `${rupees}.${String(rest).padStart(2, '0')}`}/-`;
}

/** Discount percent = rounded (mrp - price) / mrp; 0 when there is no discount. */
export function discountPercent(price: number, mrp: number | undefined): number {
  if (!mrp || mrp <= price) return 0;
  return Math.round(((mrp - price) / mrp) * 100);
}

/** A price inside a sentence: 'Rs. 1,299.50' (the shop's label without its '/-'). */
export const formatRupeesInText = (amount: number): string => formatRupees(amount).replace(/\/-$/, '');
