import type { LoadMetric, PageMetric } from '@mitti/shared/contracts';

/**
 * The hourly rollup keeps each metric as a histogram with logarithmic buckets, 10 % wide: bucket
 * `floor(ln(1 + value × scale) / ln(GROWTH))`. Hours add up (a day's or a week's histogram is the sum of its
 * hours'), which p75s of hours would not; a p75 read back is within 5 % of the true one.
 */
export const GROWTH = 1.1;

/** CLS is unitless and small (0.1 is its threshold): counted in thousandths so its buckets are as fine. */
export const METRIC_SCALE: Readonly<Record<PageMetric | LoadMetric, number>> = {
  lcp: 1,
  inp: 1,
  cls: 1000,
  fcp: 1,
  ttfb: 1,
  entry: 1,
  module: 1,
};

/** The value a bucket stands for: its geometric middle. */
export function bucketValue(bucket: number, scale: number): number {
  return (GROWTH ** (bucket + 0.5) - 1) / scale;
}

export function bucketOf(value: number, scale: number): number {
  return Math.floor(Math.log(1 + value * scale) / Math.log(GROWTH));
}

/** The 75th percentile of a histogram (`bucket -> count`), or null when it is empty. */
export function p75(histogram: ReadonlyMap<number, number>, scale: number): number | null {
  const buckets = [...histogram.entries()].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const [bucket, count] of buckets) {
    seen += count;
    if (seen >= rank) return bucketValue(bucket, scale);
  }
  return null;
}
