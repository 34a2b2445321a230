import type { Timestamp } from '../types';
import { indiaWallClock } from './india-time';

/** Reads every shape a stored timestamp comes in; null when missing or unreadable. */
export function toDate(value: Timestamp | null | undefined): Date | null {
  if (value == null || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'string') date = new Date(value);
  else if ('seconds' in value) date = new Date(value.seconds * 1000);
  else date = new Date(value._seconds * 1000);
  return Number.isNaN(date.getTime()) ? null : date;
}

// The shop's dates are India's calendar days, written by hand rather than with Intl.DateTimeFormat: the same
// day on the server and in every browser, whatever its time zone (a class on 16 January is not the 15th in
// New York), and no ICU start-up, a 30-90 ms pause, inside the first page's hydration (decision 031).
/** The months as the shop writes them, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The fields of an instant on India's wall clock; a bare YYYY-MM-DD day is that day. */
function indiaFields(value: Timestamp | null | undefined) {
  const date = toDate(value);
  if (!date) return null;
  const wall = indiaWallClock(date);
  const hours = wall.getUTCHours();
  return {
    day: wall.getUTCDate(),
    month: MONTHS[wall.getUTCMonth()]!,
    year: wall.getUTCFullYear(),
    weekday: WEEKDAYS[wall.getUTCDay()]!,
    time: `${hours % 12 || 12}:${String(wall.getUTCMinutes()).padStart(2, '0')}`,
    amPm: hours < 12 ? 'AM' : 'PM',
  };
}

// The shop writes a date one way everywhere, the owner's pages and the mails too: day, month in full, year, and a
// time with AM or PM after a comma (decision 076; the SPEC's orders list had the long US date, its confirmation
// en-IN's numbers). Only the delivery estimate, a day within the week ahead, is shorter.

/** '16 January 2027', or 'N/A'. */
export function formatDateIndia(value: Timestamp | null | undefined): string {
  const at = indiaFields(value);
  return at ? `${at.day} ${at.month} ${at.year}` : 'N/A';
}

/** '16 January 2027, 12:00 PM', or 'N/A'. */
export function formatDateTimeIndia(value: Timestamp | null | undefined): string {
  const at = indiaFields(value);
  return at ? `${at.day} ${at.month} ${at.year}, ${at.time} ${at.amPm}` : 'N/A';
}

/** '3:30 PM', or null (beside the order's long date). */
export function formatTimeIndia(value: Timestamp | null | undefined): string | null {
  const at = indiaFields(value);
  return at ? `${at.time} ${at.amPm}` : null;
}

/** 'Sat, 28 Nov' for a day written YYYY-MM-DD (delivery estimates). */
export function formatDeliveryDate(isoDate: string): string {
  const at = indiaFields(isoDate);
  return at ? `${at.weekday}, ${at.day} ${at.month.slice(0, 3)}` : 'N/A';
}

/** '3:30 PM' when `value` falls on today's date in India, else '28 November 2026, 3:30 PM' (a hold's deadline). */
export function formatDeadline(value: Timestamp | null | undefined, now: Date = new Date()): string {
  const at = toDate(value);
  if (!at) return 'N/A';
  const sameDay = formatDateIndia(at) === formatDateIndia(now);
  return sameDay ? (formatTimeIndia(at) ?? 'N/A') : formatDateTimeIndia(at);
}

/** What is left until `value`, to the minute: '47 h 59 min', '12 min'; null once it has passed. */
export function formatTimeLeft(value: Timestamp | null | undefined, now: Date = new Date()): string | null {
  const at = toDate(value);
  if (!at) return null;
  const minutes = Math.floor((at.getTime() - now.getTime()) / 60_000);
  if (minutes < 0) return null;
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}
