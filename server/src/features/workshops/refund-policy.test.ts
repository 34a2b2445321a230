import { describe, expect, it } from '@jest/globals';
import { workshopRefund } from './refund-policy';

const WORKSHOP = '2027-01-16';
/** An instant given as India time, e.g. ist('2027-01-09T10:00'). */
const ist = (local: string) => new Date(`${local}:00+05:30`);
const refund = (cancelledAt: Date, pricePaise = 350_000) =>
  workshopRefund({ pricePaise, workshopDate: WORKSHOP, cancelledAt });

describe('workshopRefund', () => {
  it('refunds in full 7 or more days before', () => {
    expect(refund(ist('2027-01-09T10:00'))).toEqual({ percent: 100, refundPaise: 350_000, daysBefore: 7 });
    expect(refund(ist('2026-12-01T10:00'))).toMatchObject({ percent: 100, refundPaise: 350_000 });
  });

  it('refunds half 6 down to 3 days before', () => {
    expect(refund(ist('2027-01-10T10:00'))).toEqual({ percent: 50, refundPaise: 175_000, daysBefore: 6 });
    expect(refund(ist('2027-01-13T10:00'))).toEqual({ percent: 50, refundPaise: 175_000, daysBefore: 3 });
  });

  it('refunds nothing 2 days before, on the day, or after the workshop', () => {
    expect(refund(ist('2027-01-14T10:00'))).toEqual({ percent: 0, refundPaise: 0, daysBefore: 2 });
    expect(refund(ist('2027-01-16T08:00'))).toEqual({ percent: 0, refundPaise: 0, daysBefore: 0 });
    expect(refund(ist('2027-01-17T10:00'))).toEqual({ percent: 0, refundPaise: 0, daysBefore: -1 });
  });

  it('counts India calendar days, whatever the time of day or the server zone', () => {
    // 23:59 IST on the 9th is still 7 days before; one minute past midnight IST on the 10th is 6.
    expect(refund(ist('2027-01-09T23:59')).percent).toBe(100);
    expect(refund(ist('2027-01-10T00:01')).percent).toBe(50);
    // The same boundary in UTC: 18:29Z on the 9th is 23:59 IST; 18:30Z is midnight IST on the 10th.
    expect(refund(new Date('2027-01-09T18:29:59Z')).daysBefore).toBe(7);
    expect(refund(new Date('2027-01-09T18:30:00Z')).daysBefore).toBe(6);
    expect(refund(ist('2027-01-13T00:00')).percent).toBe(50);
    expect(refund(ist('2027-01-13T23:59')).percent).toBe(50);
    expect(refund(ist('2027-01-14T00:00')).percent).toBe(0);
  });

  it('rounds half a price down to the paisa and handles a free seat', () => {
    expect(refund(ist('2027-01-12T10:00'), 249_999).refundPaise).toBe(124_999);
    expect(refund(ist('2027-01-01T10:00'), 0)).toMatchObject({ percent: 100, refundPaise: 0 });
  });

  it('refuses prices that are not whole paise and dates that are not calendar dates', () => {
    const at = ist('2027-01-01T10:00');
    expect(() => workshopRefund({ pricePaise: 12.5, workshopDate: WORKSHOP, cancelledAt: at })).toThrow(RangeError);
    expect(() => workshopRefund({ pricePaise: -1, workshopDate: WORKSHOP, cancelledAt: at })).toThrow(RangeError);
    expect(() => workshopRefund({ pricePaise: 100, workshopDate: '16/01/2027', cancelledAt: at })).toThrow(RangeError);
    expect(() => workshopRefund({ pricePaise: 100, workshopDate: '2027-02-30', cancelledAt: at })).toThrow(RangeError);
    expect(() => workshopRefund({ pricePaise: 100, workshopDate: WORKSHOP, cancelledAt: new Date('x') })).toThrow(
      RangeError,
    );
  });
});
