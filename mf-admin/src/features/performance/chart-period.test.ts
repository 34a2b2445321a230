import { describe, expect, it } from '@jest/globals';
import { chartPeriod } from './chart-period';

describe('the period a performance chart covers', () => {
  it('is the 24 hours before the summary was made', () => {
    const period = chartPeriod('24h', '2026-12-02T06:30:00.000Z');
    expect(new Date(period.from * 1000).toISOString()).toBe('2026-12-01T06:30:00.000Z');
    expect(new Date(period.to * 1000).toISOString()).toBe('2026-12-02T06:30:00.000Z');
  });

  it('is the 7 days before the summary was made', () => {
    const period = chartPeriod('7d', '2026-12-02T06:30:00.000Z');
    expect(new Date(period.from * 1000).toISOString()).toBe('2026-11-25T06:30:00.000Z');
  });
});
