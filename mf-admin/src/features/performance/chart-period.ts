import { SUMMARY_WINDOW_HOURS, type SummaryWindow } from '@mitti/shared/contracts';

/** The span of time a chart of the owner's summary covers, in seconds since the epoch (uPlot's time scale). */
export interface ChartPeriod {
  from: number;
  to: number;
}

/**
 * The whole period the summary was asked for, ending when the API made it: the chart's time axis runs over
 * this, however few hours have page views (one view used to stretch it over years).
 */
export function chartPeriod(window: SummaryWindow, generatedAt: string): ChartPeriod {
  const to = Date.parse(generatedAt) / 1000;
  return { from: to - SUMMARY_WINDOW_HOURS[window] * 60 * 60, to };
}
