export { rupeesToPaise } from '@mitti/shared/money';

/**
 * Integer paise to rupees. Accepts what drivers return for bigint columns: node-postgres gives a
 * string, PGlite a number or bigint.
 */
export function paiseToRupees(paise: number | string | bigint): number {
  return Number(paise) / 100;
}
