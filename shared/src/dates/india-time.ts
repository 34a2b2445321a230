/**
 * The shop's calendar is India's: UTC+5:30 all year (no daylight saving), so a day in India starts at 18:30
 * UTC the day before. Dates are written YYYY-MM-DD.
 */
export const IST_OFFSET_MINUTES = 330;

/** An instant as India's wall clock: read its fields with the `getUTC*` methods. */
export function indiaWallClock(at: Date): Date {
  return new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000);
}

/** The calendar day in India of an instant, YYYY-MM-DD. */
export function indiaDay(at: Date): string {
  return indiaWallClock(at).toISOString().slice(0, 10);
}

/** A real calendar day written YYYY-MM-DD: `2026-02-30` and `14/03/2026` are not. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
