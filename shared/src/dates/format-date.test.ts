import { describe, expect, it } from '@jest/globals';
import { formatDateIndia, formatDateTimeIndia, formatDeliveryDate, formatTimeIndia, toDate } from './format-date';

describe('toDate', () => {
  it('reads timestamp objects, ISO strings and dates', () => {
    const iso = '2026-11-22T10:30:00.000Z';
    expect(toDate({ seconds: Date.parse(iso) / 1000 })?.toISOString()).toBe(iso);
    expect(toDate({ _seconds: Date.parse(iso) / 1000 })?.toISOString()).toBe(iso);
    expect(toDate(iso)?.toISOString()).toBe(iso);
    expect(toDate(new Date(iso))?.toISOString()).toBe(iso);
  });
  it('gives null for missing or unreadable values', () => {
    expect(toDate(undefined)).toBeNull();
    expect(toDate('')).toBeNull();
    expect(toDate('not a date')).toBeNull();
  });
});

describe("the shop's one way of writing a date (decision 076)", () => {
  it('is day, month in full and year, with AM or PM after a comma', () => {
    expect(formatDateIndia('2027-01-16T12:00:00Z')).toBe('16 January 2027');
    expect(formatDateTimeIndia('2027-01-16T10:00:00Z')).toBe('16 January 2027, 3:30 PM');
  });
  it('shows N/A when missing', () => {
    expect(formatDateIndia(null)).toBe('N/A');
    expect(formatDateIndia('not a date')).toBe('N/A');
    expect(formatDateTimeIndia(undefined)).toBe('N/A');
    expect(formatTimeIndia(undefined)).toBeNull();
  });
});

describe("India's calendar", () => {
  it('formats dates for India', () => {
    expect(formatDateIndia('2027-01-16T12:00:00Z')).toBe('16 January 2027');
    expect(formatDateTimeIndia('2027-01-16T06:30:00Z')).toBe('16 January 2027, 12:00 PM');
    expect(formatTimeIndia('2027-01-16T10:00:00Z')).toBe('3:30 PM');
    expect(formatTimeIndia('2027-01-15T18:45:00Z')).toBe('12:15 AM');
  });
  it("gives a bare day as that day, whatever the reader's time zone", () => {
    expect(formatDateIndia('2027-01-16')).toBe('16 January 2027');
    expect(formatDeliveryDate('2026-11-28')).toBe('Sat, 28 Nov');
  });
  it("turns the day at midnight in India, not at the reader's midnight", () => {
    // 18:29 UTC is 23:59 in India; 18:30 UTC is the next day there.
    expect(formatDateIndia('2027-01-16T18:29:00Z')).toBe('16 January 2027');
    expect(formatDateIndia('2027-01-16T18:30:00Z')).toBe('17 January 2027');
    expect(formatDateIndia('2027-12-31T18:30:00Z')).toBe('1 January 2028');
  });
  it('writes what en-IN Intl writes in India, for every day of a year', () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    for (let day = 0; day < 366; day++) {
      const at = new Date(Date.UTC(2028, 0, 1) + day * 86_400_000 + 20 * 3_600_000);
      expect(formatDateIndia(at)).toBe(intl.format(at));
    }
  });
});
