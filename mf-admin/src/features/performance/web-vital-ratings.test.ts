import { describe, expect, it } from '@jest/globals';
import { METRICS, formatMetric, rate } from './web-vital-ratings';

describe('the Core Web Vitals ratings on the owner’s page', () => {
  it('uses the thresholds web-vitals publishes: LCP 2.5 s and 4 s, INP 200 and 500 ms, CLS 0.1 and 0.25', () => {
    expect(METRICS.lcp.thresholds).toEqual([2500, 4000]);
    expect(METRICS.inp.thresholds).toEqual([200, 500]);
    expect(METRICS.cls.thresholds).toEqual([0.1, 0.25]);
  });

  it.each([
    ['lcp', 2500, 'good'],
    ['lcp', 2501, 'needs-improvement'],
    ['lcp', 4001, 'poor'],
    ['inp', 150, 'good'],
    ['cls', 0.3, 'poor'],
    ['ttfb', 900, 'needs-improvement'],
  ] as const)('rates %s %d as %s', (metric, value, rating) => {
    expect(rate(metric, value)).toBe(rating);
  });

  it('writes timings in ms or s and CLS with two decimals', () => {
    expect(formatMetric('inp', 184.4)).toBe('184 ms');
    expect(formatMetric('lcp', 2140)).toBe('2.1 s');
    expect(formatMetric('cls', 0.049)).toBe('0.05');
  });
});
