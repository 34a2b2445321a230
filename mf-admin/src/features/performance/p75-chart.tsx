import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDateTimeIndia } from '@mitti/shared/dates';
import type { HourPoint, PageMetric } from '@mitti/shared/contracts';
import type { ChartPeriod } from './chart-period';
import { METRICS, formatMetric } from './web-vital-ratings';

interface Props {
  metric: PageMetric;
  series: HourPoint[];
  /** The period the owner chose: the time axis spans it whole. */
  period: ChartPeriod;
}

const HEIGHT = 260;
/** The chart's width: its column's, or a phone's narrowest while the column is not laid out yet. */
const widthOf = (element: HTMLElement) => Math.max(280, element.clientWidth);

/** The shop's dates are India's, whatever the owner's computer says. */
const inIndia = (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), 'Asia/Kolkata');
const asDate = (seconds: number) => formatDateTimeIndia(new Date(seconds * 1000).toISOString());

/**
 * The hourly p75 of one metric, with its Core Web Vitals thresholds drawn as dashed lines: uPlot on a
 * canvas (decision 047), in a chunk of its own that only this page fetches.
 */
export default function P75Chart({ metric, series, period }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const [good, poor] = METRICS[metric].thresholds;
    const hours = series.map((point) => Date.parse(point.hour) / 1000);
    const chart = new uPlot(
      {
        width: widthOf(element),
        height: HEIGHT,
        tzDate: inIndia,
        scales: {
          x: { time: true, range: () => [period.from, period.to] },
          y: { range: (_u, _min, max) => [0, Math.max(max ?? 0, poor * 1.1)] },
        },
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
    // The legend names the latest hour's values until the pointer picks another.
    if (series.length > 0) chart.setLegend({ idx: series.length - 1 });
    // As wide as its column, whatever the screen (a phone turned, a window resized), never wider.
    const resized = new ResizeObserver(() => chart.setSize({ width: widthOf(element), height: HEIGHT }));
    resized.observe(element);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
  }, [metric, series, period.from, period.to]);
  const latest = [...series].reverse().find((point) => point.p75[metric] !== null)?.p75[metric];
  // The time axis runs over exactly this period (its range above): the caption says it in words.
  const during = `From ${asDate(period.from)} to ${asDate(period.to)}`;
  return (
    <figure className="performance-figure">
      <div
        ref={holder}
        className="performance-chart"
        role="img"
        aria-label={`${METRICS[metric].label} p75 by hour${latest != null ? `, latest ${formatMetric(metric, latest)}` : ''}`}
      />
      <figcaption className="performance-chart__period">{during} (India time)</figcaption>
    </figure>
  );
}
