/**
 * How the studio is registered under GST (decision 027), from the `GSTIN` variable: a registered seller issues
 * tax invoices under its GSTIN; an unregistered handicraft maker (exempt from registration) issues bills of
 * supply that charge no tax. `now` is the clock invoices are dated by (tests set it).
 */
export interface InvoiceSettings {
  /** The studio's GSTIN, or null for an unregistered handicraft seller. */
  gstin: string | null;
  now: () => Date;
}

/** Maharashtra's GST state code: the studio is in Mumbai, so its GSTIN starts with it. */
export const STUDIO_STATE_CODE = '27';

/**
 * A GSTIN used in development and tests (its checksum is valid, it belongs to no one). Production must name
 * the studio's own GSTIN or `unregistered` (server/src/config/env.ts).
 */
export const DEMO_GSTIN = '27AAJCM4821K1Z7';

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN check character (GSTN's mod-36 Luhn variant over the first 14 characters). */
function checkCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = BASE36.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN cannot be the studio's, or null when it can: well-formed, checksum right, registered in Maharashtra. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_SHAPE.test(gstin)) return 'must be a 15-character GSTIN (e.g. 27AAJCM4821K1Z7) or "unregistered"';
  if (checkCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'has a wrong check character (a typing error?)';
  if (!gstin.startsWith(STUDIO_STATE_CODE))
    return `must be registered in Maharashtra (state code ${STUDIO_STATE_CODE})`;
  return null;
}
