import { describe, expect, it } from '@jest/globals';
import { chartPeriod } from './chart-period';

describe('the period a performance chart covers', () => {
  it('runs from the summary’s start to when it was made, in uPlot’s seconds', () => {
    const period = chartPeriod({ since: '2026-11-25T06:30:00.000Z', generatedAt: '2026-12-02T06:30:00.000Z' });
    expect(period).toEqual({
      from: Date.UTC(2026, 10, 25, 6, 30) / 1000,
      to: Date.UTC(2026, 11, 2, 6, 30) / 1000,
    });
  });
});
