import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import type { PageMetric } from '@mitti/shared/contracts';

/** Each metric's name as the owner reads it, and its Core Web Vitals thresholds (good up to the first, poor past the second), from web-vitals itself. */
export const METRICS: Readonly<Record<PageMetric, { label: string; thresholds: readonly [number, number] }>> = {
  lcp: { label: 'LCP', thresholds: [LCPThresholds[0]!, LCPThresholds[1]!] },
  inp: { label: 'INP', thresholds: [INPThresholds[0]!, INPThresholds[1]!] },
  cls: { label: 'CLS', thresholds: [CLSThresholds[0]!, CLSThresholds[1]!] },
  fcp: { label: 'FCP', thresholds: [FCPThresholds[0]!, FCPThresholds[1]!] },
  ttfb: { label: 'TTFB', thresholds: [TTFBThresholds[0]!, TTFBThresholds[1]!] },
};

/** The metrics in the order the owner's tables show them. */
export const PAGE_METRICS = Object.keys(METRICS) as PageMetric[];

export type Rating = 'good' | 'needs-improvement' | 'poor';
export const RATING_LABELS: Record<Rating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

export function rate(metric: PageMetric, value: number): Rating {
  const [good, poor] = METRICS[metric].thresholds;
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** A metric's value as the owner reads it: `0.05` for CLS, `850 ms` or `2.1 s` for the timings. */
export function formatMetric(metric: PageMetric | 'entry' | 'module', value: number): string {
  if (metric === 'cls') return value.toFixed(2);
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(1)} s`;
}
