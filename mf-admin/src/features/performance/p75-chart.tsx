import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { HourPoint, PageMetric } from '@mitti/shared/contracts';
import { METRICS, formatMetric } from './web-vital-ratings';

interface Props {
  metric: PageMetric;
  series: HourPoint[];
}

/**
 * The hourly p75 of one metric, with its Core Web Vitals thresholds drawn as dashed lines: uPlot on a
 * canvas (decision 047), in a chunk of its own that only this page fetches.
 */
export default function P75Chart({ metric, series }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const [good, poor] = METRICS[metric].thresholds;
    const hours = series.map((point) => Date.parse(point.hour) / 1000);
    const chart = new uPlot(
      {
        width: Math.max(320, element.clientWidth || 720),
        height: 260,
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(max ?? 0, poor * 1.1)] } },
        series: [
          {},
          {
            label: `${METRICS[metric].label} p75`,
            stroke: '#9c4a2f',
            width: 2,
            points: { show: true },
            value: (_u, value) => (value == null ? '–' : formatMetric(metric, value)),
          },
          { label: 'Good up to', stroke: '#2e7d32', dash: [6, 4], points: { show: false } },
          { label: 'Poor past', stroke: '#c62828', dash: [6, 4], points: { show: false } },
        ],
        axes: [{}, { values: (_u, ticks) => ticks.map((tick) => formatMetric(metric, tick)), size: 70 }],
      },
      [hours, series.map((point) => point.p75[metric]), hours.map(() => good), hours.map(() => poor)],
      element,
    );
    return () => chart.destroy();
  }, [metric, series]);
  const latest = [...series].reverse().find((point) => point.p75[metric] !== null)?.p75[metric];
  return (
    <div
      ref={holder}
      className="performance-chart"
      role="img"
      aria-label={`${METRICS[metric].label} p75 by hour${latest != null ? `, latest ${formatMetric(metric, latest)}` : ''}`}
    />
  );
}
