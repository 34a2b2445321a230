import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runLighthouse, type PageRun } from './lighthouse';
import { median, spread, type Spread } from './median';
import { RUNS } from './web-bench';

/** Progress on stdout (the lint rule keeps console.log out of app code). */
const log = (text: string) => process.stdout.write(`${text}\n`);

/**
 * Where the tab was before the shop's page (Lighthouse's `about:blank`, or a page on another site), with the
 * app's scripts, or with every script blocked: the document alone, what no script can take off.
 */
export const ARRIVALS = [
  { name: 'about:blank', elsewhere: false, noScripts: false },
  { name: 'another site', elsewhere: true, noScripts: false },
  { name: 'about:blank, no script', elsewhere: false, noScripts: true },
  { name: 'another site, no script', elsewhere: true, noScripts: true },
] as const;
export type Arrival = (typeof ARRIVALS)[number]['name'];

export interface ArrivalFigures {
  score: number;
  tbt: number;
  lcp: number;
}

export interface ArrivalResults {
  routes: string[];
  runs: number;
  /** By arrival, then route (results recorded before the arrivals without scripts lack those). */
  figures: Partial<Record<Arrival, Record<string, ArrivalFigures>>>;
  /** Lighthouse's benchmarkIndex of the machine over the runs: median, lowest, highest. */
  benchmarkIndex: Spread;
}

/**
 * A page on another site than the shop's: the shop is on `localhost`, this on `127.0.0.1` (a site is its
 * scheme and host, whatever the port).
 */
async function startElsewhere(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Elsewhere</title><p>A page on another site.</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Lighthouse mobile on the composed site, each run in a freshly launched Chrome whose tab comes from
 * `about:blank` (as `web-mobile` and Lighthouse's CLI do) or from a page on another site (as a shopper comes
 * from a search, a message or a partner's page), alternating, median of RUNS. The two differ by what the
 * document's opener policy costs in Lighthouse's lab alone (docs/performance-history.md, 2026-11-29). Each
 * both ways again with every script blocked: what the document costs before any script of the app.
 */
export async function benchArrival(base: string, routes: string[]): Promise<ArrivalResults> {
  if (new URL(base).hostname === '127.0.0.1')
    throw new Error(`${base} is on the same site as the page it is reached from`);
  const elsewhere = await startElsewhere();
  const runs = Object.fromEntries(ARRIVALS.map(({ name }) => [name, {}])) as Record<Arrival, Record<string, PageRun[]>>;
  try {
    for (let i = 0; i < RUNS; i += 1) {
      for (const route of routes) {
        for (const { name: arrival, elsewhere: fromElsewhere, noScripts } of ARRIVALS) {
          const run = await runLighthouse(`${base}${route}`, 'mobile', {
            ...(fromElsewhere ? { from: elsewhere.url } : {}),
            noScripts,
          });
          (runs[arrival][route] ??= []).push(run);
          log(
            `arrival ${route} from ${arrival} #${i + 1}: score ${run.score}, TBT ${Math.round(run.tbt)} ms, LCP ${Math.round(run.lcp)} ms, benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
          );
        }
      }
    }
  } finally {
    await elsewhere.close();
  }
  const figures: ArrivalResults['figures'] = {};
  for (const { name: arrival } of ARRIVALS) {
    const byRoute: Record<string, ArrivalFigures> = (figures[arrival] = {});
    for (const route of routes) {
      const done = runs[arrival][route] ?? [];
      byRoute[route] = {
        score: median(done.map((run) => run.score)),
        tbt: median(done.map((run) => run.tbt)),
        lcp: median(done.map((run) => run.lcp)),
      };
    }
  }
  const indexes = Object.values(runs)
    .flatMap((byRoute) => Object.values(byRoute).flat())
    .map((run) => run.benchmarkIndex);
  const benchmarkIndex = spread(indexes);
  return { routes, runs: RUNS, figures, benchmarkIndex };
}
