import type { OutgoingHttpHeaders } from 'node:http';
import { AB_PORTS, abFront, alternateAb, close, listen, type AbSide } from './ab-front';
import type { PageRun } from './lighthouse';
import { assertDevanagariFont } from './devanagari-font';
import { median } from './median';
import { startStack } from './stack';
import { pickProduct } from './web-bench';

const log = (text: string) => process.stdout.write(`${text}\n`);

/** What one side's front changes in the shop's documents: their text, their response headers. */
export interface FrontChange {
  rewrite?: (path: string, html: string) => string;
  rewriteHeaders?: (headers: OutgoingHttpHeaders) => void;
}

/**
 * One A/B trial on the shop's documents (bench/style-ab.ts, bench/header-ab.ts): the bench's stack, a front for
 * each side on AB_PORTS, Lighthouse mobile on every route (`/product/:id` for a product) through both, alternating,
 * median of BENCH_RUNS (default 5); each run as it ends, then a table of both sides with `title` above it.
 */
export async function abTrial(asked: string[], noScripts: boolean, sides: Record<AbSide, FrontChange>, title: string) {
  assertDevanagariFont();
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const stack = await startStack();
  const upstream = new URL(stack.composedUrl);
  const product = await pickProduct(stack.apiUrl);
  const routes = asked.map((route) => route.replace(':id', product));
  const servers = [sides.a, sides.b].map((side) => abFront(upstream, side.rewrite, side.rewriteHeaders));
  try {
    await Promise.all(servers.map((server, i) => listen(server, i ? AB_PORTS.b : AB_PORTS.a)));
    const results = await alternateAb(routes, runs, noScripts, (route, side, round, run) =>
      log(
        `${route} ${side} #${round + 1}: score ${run.score}, TBT ${Math.round(run.tbt)} ms, LCP ${Math.round(run.lcp)} ms, CLS ${run.cls.toFixed(3)}, benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
      ),
    );
    log(`\n${title}\n${noScripts ? 'floor (every *.js blocked)' : 'with scripts'}, median of ${runs}`);
    log('| route | A: score, TBT, LCP (TBT runs) | B: score, TBT, LCP (TBT runs) |\n| --- | --- | --- |');
    const cell = (done: PageRun[]) =>
      `${median(done.map((r) => r.score))}, ${Math.round(median(done.map((r) => r.tbt)))} ms, ${(median(done.map((r) => r.lcp)) / 1000).toFixed(2)} s (${done.map((r) => Math.round(r.tbt)).join(', ')})`;
    for (const route of routes) log(`| ${route} | ${cell(results[route]!.a)} | ${cell(results[route]!.b)} |`);
  } finally {
    await Promise.all(servers.map(close));
    await stack.stop();
  }
}
