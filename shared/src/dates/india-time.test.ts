import { describe, expect, it } from '@jest/globals';
import { indiaDay, indiaWallClock, isCalendarDay } from './india-time';

describe('India time', () => {
  it('starts a day in India at 18:30 UTC the day before', () => {
    expect(indiaDay(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(indiaDay(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
    expect(indiaWallClock(new Date('2026-11-23T06:30:00Z')).getUTCHours()).toBe(12);
  });

  it('knows a real calendar day from a lookalike', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const value of ['2026-02-29', '2026-13-01', '14/03/2026', '2026-3-14', '', '2026-03-14T00:00']) {
      expect(isCalendarDay(value)).toBe(false);
    }
  });
});
