import { formatDateIndia, formatTimeIndia } from '@mitti/shared/dates';

/** '12 दिसंबर 2026': Devanagari month names, the digits the prices use (decision 102), on India's calendar. */
const hindiDate = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** A date in Hindi, or 'N/A' as the English one. A bare day (YYYY-MM-DD) is that day in India. */
export function formatDateHindi(value: string): string {
  if (formatDateIndia(value) === 'N/A') return 'N/A';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value;
  return hindiDate.format(new Date(day));
}

/** '12 दिसंबर 2026, 3:30 PM': the time as the shop writes it everywhere. */
export function formatDateTimeHindi(value: string): string {
  const time = formatTimeIndia(value);
  return time ? `${formatDateHindi(value)}, ${time}` : 'N/A';
}
