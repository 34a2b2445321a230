/**
 * `npx tsx bench/rum-page-cost.ts [runs]`: what the page-view beacon costs a page (decision 046), on Lighthouse's
 * phone (CPU /4, its slow 4G line), product page, `runs` fresh loads (default 5). Bytes: the `rum` chunk (gzip,
 * from the build). Main-thread time, from the beacon's own User Timing measures: `mitti:rum-start` (web-vitals'
 * observers and the listeners set up), the chunk's evaluation (from its arrival to that measure), and
 * `mitti:rum-send` (the beacon written and handed to the browser when the page is hidden). Starts the shop as
 * `npm start` does, on a fresh in-memory database (needs the builds); holds the ports, so run it under the port
 * lock.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { distDir, findApp } from '../scripts/apps';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium';
import { spawn } from 'node:child_process';
import { repoRoot } from '../scripts/apps';
import { waitForUrl } from '../scripts/lib/processes';
import { startUsing } from '../e2e/support/app';
import { phonePage } from './lib/throttling';
import { median } from './lib/median';
import { loadAverage } from './lib/load-average';

const RUNS = Number(process.argv[2] ?? 5);
const log = (text: string) => process.stdout.write(`${text}\n`);

async function main(): Promise<void> {
  const shell = distDir(findApp('shell'));
  const chunk = readdirSync(shell).find((file) => /^rum\.[0-9a-f]+\.js$/.test(file));
  if (!chunk) throw new Error('No rum chunk in the shell build: run `npm run build` first');
  log(`rum chunk ${chunk}: ${gzipSync(readFileSync(path.join(shell, chunk)), { level: 9 }).length} B gzip`);
  log(`load average ${loadAverage()}`);
  const shop = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: 'memory://', SITE_DIR: '.data/bench-site', RATE_LIMIT_MAX: '0' },
    stdio: 'ignore',
    detached: true,
  });
  await waitForUrl('http://127.0.0.1:4000/health', 240_000);
  // The document server comes up after the API: the first page is its.
  await waitForUrl('http://127.0.0.1:3000/', 240_000);
  const stack = { apiUrl: 'http://localhost:4000', composedUrl: 'http://localhost:3000' };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const samples: { start: number; evaluate: number; send: number }[] = [];
  try {
    const products = (await (await fetch(`${stack.apiUrl}/products`)).json()) as { id: string }[];
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await phonePage(browser);
      await page.goto(`${stack.composedUrl}/product/${products[run % products.length]!.id}`);
      // The beacon comes with the app, which starts at the shopper's first sign of use (decision 130).
      await startUsing(page);
      await page.waitForFunction(() => performance.getEntriesByName('mitti:rum-start').length > 0, undefined, {
        timeout: 60_000,
      });
      // The page is hidden as a tab switch hides it: the beacon goes.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      samples.push(
        await page.evaluate(() => {
          const [start] = performance.getEntriesByName('mitti:rum-start');
          const [send] = performance.getEntriesByName('mitti:rum-send');
          const arrived = performance
            .getEntriesByType('resource')
            .find((entry) => /\/rum\.[0-9a-f]+\.js$/.test(entry.name)) as PerformanceResourceTiming;
          return {
            start: start!.duration,
            evaluate: start!.startTime - arrived.responseEnd,
            send: send?.duration ?? Number.NaN,
          };
        }),
      );
      await context.close();
    }
  } finally {
    await browser.close();
    // npm start's supervisor and everything it started.
    process.kill(-shop.pid!, 'SIGTERM');
  }
  const ms = (values: number[]) => `${median(values).toFixed(1)} ms (max ${Math.max(...values).toFixed(1)})`;
  log(`phone (CPU /4), ${RUNS} loads of a product page, median:`);
  log(`  chunk evaluation:   ${ms(samples.map((s) => s.evaluate))}`);
  log(`  measuring set up:   ${ms(samples.map((s) => s.start))}`);
  log(`  beacon written:     ${ms(samples.map((s) => s.send))}`);
  log(`load average after ${loadAverage()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
