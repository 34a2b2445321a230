import type { RumSummary } from '@mitti/shared/contracts';

/** The span of time a chart of the owner's summary covers, in seconds since the epoch (uPlot's time scale). */
export interface ChartPeriod {
  from: number;
  to: number;
}

/**
 * The whole period the summary sums up, as the API says (from `since` to when it was made): the chart's time
 * axis runs over this, however few hours have page views (one view used to stretch it over years).
 */
export function chartPeriod(summary: Pick<RumSummary, 'since' | 'generatedAt'>): ChartPeriod {
  return { from: Date.parse(summary.since) / 1000, to: Date.parse(summary.generatedAt) / 1000 };
}
