/**
 * A document header tried away before a decision about it (issue 58, item 1): the bench's stack, and two fronts on
 * :3970 (the document as sent) and :3971 (the same without the named response headers), both gzipping what they
 * pass on; Lighthouse mobile on each route's floor (every `*.js` request blocked) or with scripts, alternating A and
 * B, median of BENCH_RUNS (default 5), as bench/style-ab.ts runs a style rule.
 *
 *   flock /tmp/mitti-ports.lock npx tsx bench/header-ab.ts cross-origin-opener-policy /cart [/ ...] [--scripts]
 */
import { AB_PORTS, abFront, alternateAb, close, listen } from './lib/ab-front';
import type { PageRun } from './lib/lighthouse';
import { median } from './lib/median';
import { startStack } from './lib/stack';
import { pickProduct } from './lib/web-bench';

const log = (text: string) => process.stdout.write(`${text}\n`);

async function main() {
  const args = process.argv.slice(2);
  const names = (args[0] ?? '').toLowerCase().split(',').filter(Boolean);
  const asked = args.slice(1).filter((arg) => arg.startsWith('/'));
  if (!names.length || !asked.length)
    throw new Error(
      'Usage: npx tsx bench/header-ab.ts <header[,header]> /route [...] [--scripts] (/product/:id for a product)',
    );
  const noScripts = !args.includes('--scripts');
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const stack = await startStack();
  const upstream = new URL(stack.composedUrl);
  const product = await pickProduct(stack.apiUrl);
  const routes = asked.map((route) => route.replace(':id', product));
  const asSent = (_path: string, html: string) => html;
  const servers = [
    abFront(upstream, asSent),
    abFront(upstream, asSent, (headers) => names.forEach((name) => delete headers[name])),
  ];
  try {
    await Promise.all(servers.map((server, i) => listen(server, i ? AB_PORTS.b : AB_PORTS.a)));
    const results = await alternateAb(routes, runs, noScripts, (route, side, round, run) =>
      log(
        `${route} ${side} #${round + 1}: score ${run.score}, TBT ${Math.round(run.tbt)} ms, LCP ${Math.round(run.lcp)} ms, CLS ${run.cls.toFixed(3)}, benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
      ),
    );
    log(
      `\nB: without ${names.join(', ')}\n${noScripts ? 'floor (every *.js blocked)' : 'with scripts'}, median of ${runs}`,
    );
    log('| route | A: score, TBT, LCP (TBT runs) | B: score, TBT, LCP (TBT runs) |\n| --- | --- | --- |');
    for (const route of routes) {
      const cell = (done: PageRun[]) =>
        `${median(done.map((r) => r.score))}, ${Math.round(median(done.map((r) => r.tbt)))} ms, ${(median(done.map((r) => r.lcp)) / 1000).toFixed(2)} s (${done.map((r) => Math.round(r.tbt)).join(', ')})`;
      log(`| ${route} | ${cell(results[route]!.a)} | ${cell(results[route]!.b)} |`);
    }
  } finally {
    await Promise.all(servers.map(close));
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
