import { describe, expect, it } from '@jest/globals';
import { bucketOf, p75 } from './histogram';

const histogramOf = (values: number[], scale = 1) => {
  const histogram = new Map<number, number>();
  for (const value of values) histogram.set(bucketOf(value, scale), (histogram.get(bucketOf(value, scale)) ?? 0) + 1);
  return histogram;
};

describe('the rollup histograms', () => {
  it('gives the 75th percentile within 5 %', () => {
    const values = Array.from({ length: 400 }, (_v, i) => 500 + i * 10); // 500 .. 4490 ms
    const exact = values[Math.ceil(values.length * 0.75) - 1]!;
    const estimate = p75(histogramOf(values), 1)!;
    expect(Math.abs(estimate - exact) / exact).toBeLessThan(0.05);
  });

  it('keeps CLS apart at its thresholds (0.1 and 0.25) and reads 0 as about 0', () => {
    expect(p75(histogramOf([0.09, 0.09, 0.09, 0.09], 1000), 1000)).toBeLessThan(0.1);
    expect(p75(histogramOf([0.11, 0.11, 0.11], 1000), 1000)).toBeGreaterThan(0.1);
    expect(p75(histogramOf([0, 0, 0], 1000), 1000)).toBeLessThan(0.0001);
  });

  it('has no p75 without samples', () => {
    expect(p75(new Map(), 1)).toBeNull();
  });
});
