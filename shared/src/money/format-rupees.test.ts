import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { discountPercent, formatRupees } from './format-rupees';

describe('formatRupees', () => {
  it('shows whole rupees with Indian digit grouping and no paise', () => {
    expect(formatRupees(450)).toBe('Rs. 450/-');
    expect(formatRupees(1899)).toBe('Rs. 1,899/-');
    expect(formatRupees(125000)).toBe('Rs. 1,25,000/-');
    expect(formatRupees(0)).toBe('Rs. 0/-');
  });
  it('shows paise as two digits whenever there are any', () => {
    expect(formatRupees(1299.5)).toBe('Rs. 1,299.50/-');
    expect(formatRupees(123456.7)).toBe('Rs. 1,23,456.70/-');
    expect(formatRupees(312.1)).toBe('Rs. 312.10/-');
    expect(formatRupees(0.05)).toBe('Rs. 0.05/-');
  });
  it('rounds to the paisa, so float noise never shows', () => {
    expect(formatRupees(0.1 + 0.2)).toBe('Rs. 0.30/-');
    expect(formatRupees(1899.999)).toBe('Rs. 1,900/-');
    expect(formatRupees(1898.8 + 0.2)).toBe('Rs. 1,899/-');
  });
  it('writes every amount as en-IN Intl.NumberFormat does', () => {
    const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), (paise) => {
        const intl = (paise % 100 === 0 ? whole : withPaise).format(paise / 100);
        expect(formatRupees(paise / 100)).toBe(`Rs. ${intl}/-`);
      }),
      { numRuns: 2000 },
    );
  });
  it('never writes minus zero', () => {
    expect(formatRupees(-0.001)).toBe('Rs. 0/-');
    expect(formatRupees(-1299.5)).toBe('Rs. -1,299.50/-');
  });
});

describe('discountPercent', () => {
  it('rounds (mrp - price) / mrp', () => {
    expect(discountPercent(750, 1000)).toBe(25);
    expect(discountPercent(999, 1499)).toBe(33);
  });
  it('is 0 without a real discount', () => {
    expect(discountPercent(500, 500)).toBe(0);
    expect(discountPercent(500, undefined)).toBe(0);
    expect(discountPercent(600, 500)).toBe(0);
  });
});
