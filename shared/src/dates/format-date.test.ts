import { describe, expect, it } from '@jest/globals';
import { formatDateIndia, formatDateTimeIndia, formatLongDate, toDate } from './format-date';

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

describe('formatLongDate', () => {
  it('uses the long US format', () => {
    expect(formatLongDate('2027-01-16T12:00:00Z')).toBe('January 16, 2027');
  });
  it('shows N/A when missing', () => {
    expect(formatLongDate(null)).toBe('N/A');
  });
});

describe('Indian formats', () => {
  it('formats dates for India', () => {
    expect(formatDateIndia('2027-01-16T12:00:00Z')).toBe('16 January 2027');
    expect(formatDateTimeIndia('2027-01-16T06:30:00Z')).toMatch(/16 Jan 2027/);
  });
});
