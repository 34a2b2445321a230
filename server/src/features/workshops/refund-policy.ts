import { indiaWallClock } from '@mitti/shared/dates';

/**
 * SPEC section 9, workshop cancellation: 7 or more days before the workshop gives a full refund, 3-6 days
 * gives 50%, under 3 days gives none.
 *
 * Reading of "days before": whole India Standard Time calendar days from the date on which the shopper
 * cancels to the workshop's date, the time of day ignored. Cancelling at 23:59 IST on 9 January for a
 * workshop on 16 January is 7 days before (full refund); at 00:01 IST on 10 January it is 6 (50%). The
 * workshop day itself is 0 days and a date after the workshop is negative: both refund nothing. IST has no
 * daylight saving, so a fixed +05:30 offset is exact. Workshop dates are calendar dates in India (the
 * `workshops.date` column), never instants.
 */
export const FULL_REFUND_DAYS = 7;
export const HALF_REFUND_DAYS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface WorkshopRefundInput {
  /** What the shopper paid for the seat, in integer paise. */
  pricePaise: number;
  /** The workshop's calendar date in India, 'YYYY-MM-DD'. */
  workshopDate: string;
  /** When the shopper cancelled. */
  cancelledAt: Date;
}

export interface WorkshopRefund {
  percent: 100 | 50 | 0;
  refundPaise: number;
  /** IST calendar days from the cancellation date to the workshop date (negative after the workshop). */
  daysBefore: number;
}

/** Midnight UTC of a 'YYYY-MM-DD' date, as a day number; throws on anything that is not a real date. */
function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Workshop date must be YYYY-MM-DD, got "${date}"`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  if (new Date(utc).getUTCDate() !== d) throw new RangeError(`Workshop date is not a calendar date: "${date}"`);
  return utc / DAY_MS;
}

/** The IST calendar day of an instant, as a day number comparable with `dayNumber`. */
function istDayNumber(instant: Date): number {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Cancellation time is not a valid date');
  return Math.floor(indiaWallClock(instant).getTime() / DAY_MS);
}

export function workshopRefund({ pricePaise, workshopDate, cancelledAt }: WorkshopRefundInput): WorkshopRefund {
  if (!Number.isSafeInteger(pricePaise) || pricePaise < 0) {
    throw new RangeError(`Price must be a whole, non-negative number of paise, got ${pricePaise}`);
  }
  const daysBefore = dayNumber(workshopDate) - istDayNumber(cancelledAt);
  if (daysBefore >= FULL_REFUND_DAYS) return { percent: 100, refundPaise: pricePaise, daysBefore };
  // Half of an odd number of paise rounds down: the studio never refunds more than the policy says.
  if (daysBefore >= HALF_REFUND_DAYS) return { percent: 50, refundPaise: Math.floor(pricePaise / 2), daysBefore };
  return { percent: 0, refundPaise: 0, daysBefore };
}
