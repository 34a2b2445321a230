/**
 * Issue 58 item 2's designs for when a server-rendered page's app starts, measured in the same minutes: the shop's
 * document as sent (A: the app fetched and run at the shopper's first sign of use, decision 130) and through fronts
 * that give it another start script (bench/app-start/): B, the app once the first photos are on screen (decision
 * 053, which 130 replaced); C, fetched once the first photos are on screen and run at the first sign of use. Each
 * front swaps the start script's CSP hash for its own, so the policy stays whole.
 *
 * Lighthouse mobile on each route, A, B, C and A's floor (every `*.js` blocked) round by round, median of
 * BENCH_RUNS (default 3); then, on Lighthouse's phone and line (Chromium's own throttling), what starting the app
 * costs: for A and C the page loaded and left alone 2 s, one tap on its heading, and the time from that tap until
 * the app runs the page (the e2e suite's own test, e2e/support/app.ts) with the long tasks' time over 50 ms
 * meanwhile; for B the same from navigation start, without a tap.
 *
 *   flock /tmp/mitti-ports.lock npx tsx bench/app-start-ab.ts / /store /product/:id /cart [--wake-only]
 */
import { chromium, type Browser } from '@playwright/test';
import type http from 'node:http';
import path from 'node:path';
import { BEFORE_APP } from '../shell/server/src/before-app/index';
import { buildScript } from '../shell/server/src/before-app/build';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium';
import { appRunsThePage } from '../e2e/support/app';
import { abFront, close, listen } from './lib/ab-front';
import { firstLoad } from './lib/first-load';
import { runLighthouse, type PageRun } from './lib/lighthouse';
import { median } from './lib/median';
import { startStack } from './lib/stack';
import { phonePage } from './lib/throttling';
import { pickProduct } from './lib/web-bench';

const log = (text: string) => process.stdout.write(`${text}\n`);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORTS = { A: 3970, B: 3971, C: 3972 } as const;
type Side = keyof typeof PORTS;
const SIDES: Side[] = ['A', 'B', 'C'];

/** A front whose documents carry `script` in place of the start script, and its hash in their CSP. */
function withStart(upstream: URL, script: { source: string; hash: string } | null): http.Server {
  if (!script) return abFront(upstream);
  const original = `<script>${BEFORE_APP.start.source}</script>`;
  return abFront(
    upstream,
    (route, html) => {
      if (html.includes('id="mitti-app"') && !html.includes(original)) throw new Error(`${route}: no start script`);
      return html.replace(original, `<script>${script.source}</script>`);
    },
    (headers) => {
      const csp = headers['content-security-policy'];
      if (typeof csp === 'string') headers['content-security-policy'] = csp.replace(BEFORE_APP.start.hash, script.hash);
    },
  );
}

/** The page's long tasks' time over 50 ms since `since` (ms from navigation start), as TBT counts it. */
const blockingSince = (since: number) =>
  ((window as unknown as { longTasks: PerformanceEntry[] }).longTasks ?? [])
    .filter((task) => task.startTime >= since)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);

interface Wake {
  /** From the tap (A: from navigation start) until the app runs the page, ms. */
  ready: number;
  /** Long tasks' time over 50 ms from the tap (A: from navigation start) until then. */
  blocking: number;
}

async function wake(browser: Browser, url: string, tap: boolean): Promise<Wake> {
  const { context, page } = await phonePage(browser);
  try {
    // Long tasks reach an observer only (the performance timeline keeps none): the page gathers them from its start.
    await page.addInitScript(() => {
      const tasks: PerformanceEntry[] = [];
      (window as unknown as { longTasks: PerformanceEntry[] }).longTasks = tasks;
      new PerformanceObserver((list) => tasks.push(...list.getEntries())).observe({ type: 'longtask' });
    });
    await page.goto(url, { waitUntil: 'load' });
    let since = 0;
    if (tap) {
      await page.waitForTimeout(2000);
      if (await page.evaluate(appRunsThePage)) throw new Error(`${url}: the app ran before the tap`);
      since = await page.evaluate(() => performance.now());
      const heading = page.locator('#main h1').first();
      await heading.tap({ position: { x: 2, y: 2 } });
    }
    await page.waitForFunction(appRunsThePage, undefined, { timeout: 60_000, polling: 'raf' });
    const at = await page.evaluate(() => performance.now());
    return { ready: at - since, blocking: await page.evaluate(blockingSince, since) };
  } finally {
    await context.close();
  }
}

async function main() {
  const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const wakeOnly = process.argv.includes('--wake-only');
  if (!routes.length) throw new Error('Usage: npx tsx bench/app-start-ab.ts /route [...] (/product/:id for a product)');
  const folder = path.join(import.meta.dirname, 'app-start');
  const scripts = {
    A: null,
    B: await buildScript('after-photos', folder),
    C: await buildScript('fetch-then-use', folder),
  };
  const stack = await startStack();
  const upstream = new URL(stack.composedUrl);
  const fronts = SIDES.map((side) => withStart(upstream, scripts[side]));
  const product = await pickProduct(stack.apiUrl);
  const paths = routes.map((route) => route.replace(':id', product));
  try {
    await Promise.all(fronts.map((front, i) => listen(front, PORTS[SIDES[i]!])));
    const runs: Record<string, Record<string, PageRun[]>> = {};
    for (let round = 0; round < (wakeOnly ? 0 : RUNS); round += 1) {
      for (const route of paths) {
        const kinds = ['A', 'B', 'C', 'floor'];
        for (let k = 0; k < kinds.length; k += 1) {
          const kind = kinds[(k + round) % kinds.length]!;
          const port = kind === 'floor' ? PORTS.A : PORTS[kind as Side];
          const run = await runLighthouse(`http://localhost:${port}${route}`, 'mobile', {
            noScripts: kind === 'floor',
          });
          ((runs[route] ??= {})[kind] ??= []).push(run);
          const js = run.scripts.length;
          log(
            `${route} ${kind} #${round + 1}: score ${run.score}, TBT ${Math.round(run.tbt)} ms, LCP ${Math.round(run.lcp)} ms, CLS ${run.cls.toFixed(3)}, ${js} scripts, benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
          );
        }
      }
    }
    const wakes: Record<string, Record<Side, Wake[]>> = {};
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      for (let round = 0; round < RUNS; round += 1) {
        for (const route of paths) {
          for (const side of SIDES) {
            const result = await wake(browser, `http://localhost:${PORTS[side]}${route}`, side !== 'B');
            ((wakes[route] ??= { A: [], B: [], C: [] })[side] ??= []).push(result);
            log(
              `${route} ${side} wake #${round + 1}: ready ${Math.round(result.ready)} ms, blocking ${Math.round(result.blocking)} ms`,
            );
          }
        }
      }
    } finally {
      await browser.close();
    }
    const kb = async (done: PageRun[]) =>
      median(await Promise.all(done.map(async (r) => (await firstLoad(r.scripts)).gzipBytes / 1000))).toFixed(1);
    // The floor's scripts were blocked: Lighthouse lists their requests, none of them arrived.
    const cell = async (done: PageRun[], blocked = false) =>
      `${median(done.map((r) => r.score))}, ${Math.round(median(done.map((r) => r.tbt)))} ms (${done.map((r) => Math.round(r.tbt)).join(', ')}), ${(median(done.map((r) => r.lcp)) / 1000).toFixed(2)} s, ${blocked ? 0 : await kb(done)} KB`;
    log(`\nLighthouse mobile, median of ${RUNS}: score, TBT (runs), LCP, first-load JavaScript (gzip 9)`);
    log('| route | A: at first use | B: after the photos | C: fetched after the photos, run at first use | floor |');
    log('| --- | --- | --- | --- | --- |');
    for (const route of wakeOnly ? [] : paths) {
      const r = runs[route]!;
      log(
        `| ${route} | ${await cell(r.A!)} | ${await cell(r.B!)} | ${await cell(r.C!)} | ${await cell(r.floor!, true)} |`,
      );
    }
    log(
      `\nWaking the app on the phone and line, median of ${RUNS}: ready ms, blocking ms (A and C from the tap, B from navigation)`,
    );
    log('| route | A | B | C |\n| --- | --- | --- | --- |');
    const wakeCell = (done: Wake[]) =>
      `${Math.round(median(done.map((w) => w.ready)))}, ${Math.round(median(done.map((w) => w.blocking)))}`;
    for (const route of paths) {
      const w = wakes[route]!;
      log(`| ${route} | ${wakeCell(w.A)} | ${wakeCell(w.B)} | ${wakeCell(w.C)} |`);
    }
  } finally {
    await Promise.all(fronts.map(close));
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
