/**
 * A style rule tried on the shop's documents before it is built in (issue 58, item 1): the bench's stack, and two
 * fronts on :3970 (the document as sent) and :3971 (the same with `<style>RULE</style>` added before `</head>`),
 * both gzipping what they pass on; Lighthouse mobile on each route's floor (every `*.js` request blocked) or with
 * scripts, alternating A and B, median of BENCH_RUNS (default 5), as the bench's other Lighthouse parts run.
 *
 *   flock /tmp/mitti-ports.lock npx tsx bench/style-ab.ts '.x{content-visibility:auto}' /store [/ ...] [--scripts]
 *     [--without cross-origin-opener-policy]
 *
 * `--without` takes the named response headers off both sides' documents: the opener policy's cost in Lighthouse's
 * tab (decision 056) is most of the floor's TBT and moves with the machine, which can hide what a rule changes.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import { AB_PORTS, abFront, alternateAb, close, listen } from './lib/ab-front';
import type { PageRun } from './lib/lighthouse';
import { median } from './lib/median';
import { startStack } from './lib/stack';
import { pickProduct } from './lib/web-bench';

const log = (text: string) => process.stdout.write(`${text}\n`);

async function main() {
  const args = process.argv.slice(2);
  const rule = args[0];
  const asked = args.slice(1).filter((arg) => arg.startsWith('/'));
  if (!rule || !asked.length)
    throw new Error(
      "Usage: npx tsx bench/style-ab.ts '<css rule>' /route [...] [--scripts] [--without header[,header]]",
    );
  const without = args.includes('--without')
    ? (args[args.indexOf('--without') + 1] ?? '').toLowerCase().split(',')
    : [];
  const dropHeaders = (headers: OutgoingHttpHeaders) => without.forEach((name) => delete headers[name]);
  const noScripts = !args.includes('--scripts');
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const stack = await startStack();
  const upstream = new URL(stack.composedUrl);
  const product = await pickProduct(stack.apiUrl);
  const routes = asked.map((route) => route.replace(':id', product));
  const withRule = (_path: string, html: string) => html.replace('</head>', `<style>${rule}</style></head>`);
  const servers = [abFront(upstream, (_path, html) => html, dropHeaders), abFront(upstream, withRule, dropHeaders)];
  try {
    await Promise.all(servers.map((server, i) => listen(server, i ? AB_PORTS.b : AB_PORTS.a)));
    const results = await alternateAb(routes, runs, noScripts, (route, side, round, run) =>
      log(
        `${route} ${side} #${round + 1}: score ${run.score}, TBT ${Math.round(run.tbt)} ms, LCP ${Math.round(run.lcp)} ms, CLS ${run.cls.toFixed(3)}, benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
      ),
    );
    log(
      `\nB: ${rule}\n${noScripts ? 'floor (every *.js blocked)' : 'with scripts'}${without.length ? `, both sides without ${without.join(', ')}` : ''}, median of ${runs}`,
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
