/** Rupees (as shown to shoppers, up to 2 decimals) to integer paise (as stored). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/**
 * Integer paise to rupees. Accepts what drivers return for bigint columns: node-postgres gives a
 * string, PGlite a number or bigint.
 */
export function paiseToRupees(paise: number | string | bigint): number {
  return Number(paise) / 100;
}
