import { countLibraryCopies, firstLoad, type FirstLoad, type LibraryCopies } from './first-load';
import { runLighthouse, type PageRun, type Preset } from './lighthouse';
import { median, spread, type Spread } from './median';

/** Progress on stdout (the lint rule keeps console.log out of app code). */
const log = (text: string) => process.stdout.write(`${text}\n`);

// BENCH_RUNS=1 gives a quick look while iterating; recorded figures use the default median of 3.
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);
export type Build = 'composed' | 'monolith';

export interface RouteFigures {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  js: FirstLoad;
  lcpElement: string;
}

export interface WebResults {
  preset: Preset;
  routes: string[];
  /** How many runs each median is of (results written before this field: 3). */
  runs?: number;
  figures: Record<Build, Record<string, RouteFigures>>;
  libraries?: Record<Build, LibraryCopies>;
  /** Lighthouse's benchmarkIndex of the machine over the runs: median, lowest, highest. */
  benchmarkIndex?: Spread;
}

/** A route's figures over its runs: each the median, the scripts of the run with the median LCP. */
export async function summarise(runs: PageRun[]): Promise<RouteFigures> {
  const byLcp = [...runs].sort((a, b) => a.lcp - b.lcp);
  const middle = byLcp[Math.floor(byLcp.length / 2)]!;
  return {
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    fcp: median(runs.map((r) => r.fcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    js: await firstLoad(middle.scripts),
    lcpElement: middle.lcpElement,
  };
}

/** The in-stock product the product page is measured with. */
export async function pickProduct(apiUrl: string): Promise<string> {
  const products = (await (await fetch(`${apiUrl}/products`)).json()) as { id: string; stock: number }[];
  const product = products.find((p) => p.stock > 0);
  if (!product) throw new Error('No product in stock');
  return product.id;
}

/**
 * Lighthouse, median of RUNS, for every route on both builds, each run in a freshly launched Chrome. Runs
 * alternate composed / monolith so a busy minute on the shared machine hits both alike.
 */
export async function benchWeb(
  preset: Preset,
  bases: Record<Build, string>,
  routes: string[],
  withLibraries: boolean,
): Promise<WebResults> {
  const runs: Record<Build, Record<string, PageRun[]>> = { composed: {}, monolith: {} };
  for (let i = 0; i < RUNS; i += 1) {
    for (const route of routes) {
      for (const build of ['composed', 'monolith'] as const) {
        const run = await runLighthouse(`${bases[build]}${route}`, preset);
        (runs[build][route] ??= []).push(run);
        log(
          `${preset} ${build} ${route} #${i + 1}: score ${run.score}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}, benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
        );
      }
    }
  }
  const figures: WebResults['figures'] = { composed: {}, monolith: {} };
  for (const build of ['composed', 'monolith'] as const) {
    for (const route of routes) figures[build][route] = await summarise(runs[build][route] ?? []);
  }
  const libraries = withLibraries
    ? {
        composed: await countLibraryCopies(bases.composed, routes),
        monolith: await countLibraryCopies(bases.monolith, routes),
      }
    : undefined;
  const indexes = Object.values(runs).flatMap((byRoute) =>
    Object.values(byRoute)
      .flat()
      .map((r) => r.benchmarkIndex),
  );
  const benchmarkIndex = spread(indexes);
  return { preset, routes, runs: RUNS, figures, benchmarkIndex, ...(libraries ? { libraries } : {}) };
}
