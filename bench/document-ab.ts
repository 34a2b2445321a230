/**
 * A change to the shop's documents measured before and after in the same minutes (issue 58, item 1), without two
 * builds running at once: `--capture DIR` saves each route's document as the current build sends it (a visitor
 * without cookies, as Lighthouse is); after the change is built, the bench's stack and two fronts, :3970 sending
 * the saved document (A, before) and :3971 the one the build sends now (B, after), everything else the same build's;
 * Lighthouse mobile on each route's floor (every `*.js` request blocked) or with scripts, alternating A and B,
 * median of BENCH_RUNS (default 5), with the document's elements and the main thread's time by kind.
 *
 *   flock /tmp/mitti-ports.lock npx tsx bench/document-ab.ts --capture /tmp/before /store /
 *   flock /tmp/mitti-ports.lock npx tsx bench/document-ab.ts /tmp/before /store / [--scripts]
 *   flock /tmp/mitti-ports.lock npx tsx bench/document-ab.ts /tmp/before /store --serve
 *
 * `--serve` runs no Lighthouse: it keeps the two fronts up until it is stopped (SIGTERM), for another tool to
 * measure them, as `bench/floor-trace.ts http://localhost:3970/store` and `...:3971/store` in turn.
 *
 * Only the documents differ: a change to scripts or to a stylesheet file the document links is not measured
 * (the remotes' styles are inlined in the document, so theirs are).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AB_PORTS, abFront, alternateAb, close, listen } from './lib/ab-front';
import type { PageRun } from './lib/lighthouse';
import { median } from './lib/median';
import { startStack } from './lib/stack';

const log = (text: string) => process.stdout.write(`${text}\n`);
/** Lighthouse's main-thread groups this report shows, in its order. */
const GROUPS = ['styleLayout', 'paintCompositeRender', 'parseHTML', 'scriptEvaluation', 'other'] as const;

const savedName = (route: string) => `${route.replace(/[^a-z0-9]+/gi, '_') || '_'}.html`;

async function capture(dir: string, routes: string[]) {
  mkdirSync(dir, { recursive: true });
  const stack = await startStack();
  try {
    for (const route of routes) {
      const answer = await fetch(new URL(route, stack.composedUrl));
      if (!answer.ok) throw new Error(`${route}: ${answer.status}`);
      const html = await answer.text();
      writeFileSync(path.join(dir, savedName(route)), html);
      log(`${route}: ${html.length} characters saved`);
    }
  } finally {
    await stack.stop();
  }
}

function cell(done: PageRun[]): string {
  const mid = (pick: (run: PageRun) => number) => Math.round(median(done.map(pick)));
  const groups = GROUPS.map((group) => `${group} ${mid((run) => run.mainThread[group] ?? 0)}`).join(', ');
  const total = mid((run) => Object.values(run.mainThread).reduce((sum, ms) => sum + ms, 0));
  return (
    `${median(done.map((run) => run.score))}, TBT ${mid((run) => run.tbt)} ms ` +
    `(${done.map((run) => Math.round(run.tbt)).join(', ')}), LCP ${(mid((run) => run.lcp) / 1000).toFixed(2)} s, ` +
    `${mid((run) => run.domElements)} elements, main thread ${total} ms (${groups})`
  );
}

async function compare(dir: string, routes: string[], noScripts: boolean, serve: boolean) {
  const saved = new Map(routes.map((route) => [route, readFileSync(path.join(dir, savedName(route)), 'utf8')]));
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const stack = await startStack();
  const upstream = new URL(stack.composedUrl);
  const servers = [abFront(upstream, (route, html) => saved.get(route) ?? html), abFront(upstream)];
  const indexes: number[] = [];
  try {
    await Promise.all(servers.map((server, i) => listen(server, i ? AB_PORTS.b : AB_PORTS.a)));
    if (serve) {
      log(`serving: before on :${AB_PORTS.a}, after on :${AB_PORTS.b}; stop with SIGTERM`);
      await new Promise((resolve) => process.once('SIGTERM', resolve));
      return;
    }
    const results = await alternateAb(routes, runs, noScripts, (route, side, round, run) => {
      indexes.push(run.benchmarkIndex);
      log(
        `${route} ${side} #${round + 1}: score ${run.score}, TBT ${Math.round(run.tbt)} ms, ` +
          `${run.domElements} elements, benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
      );
    });
    log(`\n${noScripts ? 'floor (every *.js blocked)' : 'with scripts'}, median of ${runs}, A before, B after`);
    log(
      `benchmarkIndex median ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))})`,
    );
    for (const route of routes) {
      log(`${route} A: ${cell(results[route]!.a)}`);
      log(`${route} B: ${cell(results[route]!.b)}`);
    }
  } finally {
    await Promise.all(servers.map(close));
    await stack.stop();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const capturing = args[0] === '--capture';
  const [dir, ...rest] = capturing ? args.slice(1) : args;
  const routes = rest.filter((arg) => arg.startsWith('/'));
  if (!dir || !routes.length)
    throw new Error('Usage: npx tsx bench/document-ab.ts [--capture] DIR /route [...] [--scripts | --serve]');
  if (capturing) await capture(dir, routes);
  else await compare(dir, routes, !rest.includes('--scripts'), rest.includes('--serve'));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
