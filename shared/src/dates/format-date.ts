import type { Timestamp } from '../types';
import { createdOnFirstUse } from '../intl/created-on-first-use';

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

// Made on first use, as the price formatters are (money/format-rupees.ts).
const longUs = createdOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
);
const indianDateTime = createdOnFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }),
);
const indianDate = createdOnFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }),
);

/** 'January 16, 2027', or 'N/A' (orders list). */
export function formatLongDate(value: Timestamp | null | undefined): string {
  const date = toDate(value);
  return date ? longUs().format(date) : 'N/A';
}

/** Date with time in en-IN (payment confirmation). */
export function formatDateTimeIndia(value: Timestamp | null | undefined): string {
  const date = toDate(value);
  return date ? indianDateTime().format(date) : 'N/A';
}

/** '16 January 2027' (workshop dates). */
export function formatDateIndia(value: Timestamp | null | undefined): string {
  const date = toDate(value);
  return date ? indianDate().format(date) : 'N/A';
}
