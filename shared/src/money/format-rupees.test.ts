import { describe, expect, it } from 'vitest';
import { discountPercent, formatInr, formatRupees } from './format-rupees';

describe('formatRupees', () => {
  it('shows the shop label with Indian digit grouping', () => {
    expect(formatRupees(450)).toBe('Rs. 450/-');
    expect(formatRupees(1299)).toBe('Rs. 1,299/-');
    expect(formatRupees(125000)).toBe('Rs. 1,25,000/-');
  });
  it('keeps paise when present, and always with decimals: 2', () => {
    expect(formatRupees(1299.5)).toBe('Rs. 1,299.5/-');
    expect(formatRupees(80, { decimals: 2 })).toBe('Rs. 80.00/-');
  });
});

describe('formatInr', () => {
  it('formats a total in rupees with the currency sign', () => {
    expect(formatInr(1649)).toBe('₹1,649.00');
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
