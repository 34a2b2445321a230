import type { P75, PageMetric } from '@mitti/shared/contracts';
import { METRICS, PAGE_METRICS, RATING_LABELS, formatMetric, rate } from './web-vital-ratings';

/** One p75, with its rating in words as well as colour. */
export function MetricCell({ metric, value }: { metric: PageMetric; value: number | null }) {
  if (value === null) return <td>–</td>;
  const rating = rate(metric, value);
  return (
    <td className={`rating rating--${rating}`} title={RATING_LABELS[rating]}>
      {formatMetric(metric, value)} <span className="visually-hidden">({RATING_LABELS[rating]})</span>
    </td>
  );
}

export function MetricHeaders() {
  return (
    <>
      {PAGE_METRICS.map((metric) => (
        <th key={metric} scope="col">
          {METRICS[metric].label}
        </th>
      ))}
    </>
  );
}

export function MetricCells({ p75 }: { p75: P75 }) {
  return (
    <>
      {PAGE_METRICS.map((metric) => (
        <MetricCell key={metric} metric={metric} value={p75[metric]} />
      ))}
    </>
  );
}

/** The thresholds the colours follow, in words. */
export function ThresholdsNote() {
  return (
    <p className="performance-thresholds">
      Core Web Vitals thresholds (p75 of page views):{' '}
      {PAGE_METRICS.map((metric) => {
        const [good, poor] = METRICS[metric].thresholds;
        return `${METRICS[metric].label} good up to ${formatMetric(metric, good)}, poor past ${formatMetric(metric, poor)}`;
      }).join('; ')}
      .
    </p>
  );
}
