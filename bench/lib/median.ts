/** The middle value of a run's figures (NaN when there is none: a run that never got there counts as NaN). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The middle, lowest and highest of a run's figures (Lighthouse's benchmarkIndex over a part's runs). */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export const spread = (values: number[]): Spread => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
});
