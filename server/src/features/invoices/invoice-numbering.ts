import { indiaWallClock } from '@mitti/shared/dates';

/** The financial year (April to March) a moment falls in, in India: 2026-27 from 1 April 2026. */
export function financialYear(at: Date): string {
  const india = indiaWallClock(at);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The invoice number: MS/26-27/000123, the serial within its financial year. Rule 46(b) allows at most 16
 * characters (letters, digits, hyphen and slash), so the year is written short; this is 15.
 */
export function invoiceNumber(year: string, serial: number): string {
  return `MS/${year.slice(2)}/${String(serial).padStart(6, '0')}`;
}
