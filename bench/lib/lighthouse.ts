import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';

export type Preset = 'mobile' | 'desktop';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export interface PageRun {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** Every script the page fetched during the run (first load of the route). */
  scripts: string[];
  /** What Lighthouse calls the LCP element, to see what the shopper waits for. */
  lcpElement: string;
  /** Lighthouse's measure of this machine's speed (about 1000-1500 for an ordinary desktop). */
  benchmarkIndex: number;
  /** The document's elements (the DOM-size insight's total). */
  domElements: number;
  /** Main-thread time (ms, as Lighthouse's throttling counts it) by Lighthouse's groups: styleLayout, parseHTML... */
  mainThread: Record<string, number>;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

interface WorkItem {
  group: string;
  duration: number;
}

interface LcpItem {
  node?: { snippet?: string };
}

function numeric(result: { audits: Record<string, { numericValue?: number }> }, id: string): number {
  return result.audits[id]?.numericValue ?? Number.NaN;
}

/** Where the tab was before the page (`from`: a URL), and whether every script request is blocked. */
export interface RunOptions {
  from?: string;
  /**
   * Every `*.js` request blocked (Lighthouse's `blockedUrlPatterns`): the document as it is without the app,
   * its few inline scripts still running, to tell what the document costs from what the scripts add.
   */
  noScripts?: boolean;
}

/**
 * Runs Lighthouse (performance only, simulated throttling) against one URL in a Chrome of its own, launched
 * for this run and closed after it, as the Lighthouse CLI and PageSpeed do: no HTTP cache, V8 code cache or
 * warm process left over from an earlier run to flatter the figures. A run Lighthouse itself could not record
 * (NO_NAVSTART, NO_FCP on a loaded machine: "Please run Lighthouse again") is run again, up to three times.
 *
 * `from`: a page the tab shows before it goes to `url`, as a shopper's tab shows the site they came from.
 * Without it the tab comes from `about:blank`, Lighthouse's way, where a page with an opener policy costs a
 * renderer of its own that a shopper's arrival from another site pays either way (docs/performance-history.md,
 * 2026-11-29).
 */
export async function runLighthouse(
  url: string,
  preset: Preset,
  options: RunOptions = {},
  attempts = 3,
): Promise<PageRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, preset, options);
    } catch (error) {
      if (attempt >= attempts) throw error;
      process.stdout.write(`retrying: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
}

/** Lighthouse in the tab `from` left it on (`skipAboutBlank`), or in a tab of its own from `about:blank`. */
async function gather(url: string, port: number, config: Config | undefined, { from, noScripts }: RunOptions) {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(noScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
  };
  if (!from) return lighthouse(url, flags, config);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await page.goto(from);
    return await lighthouse(url, { ...flags, skipAboutBlank: true }, config, page);
  } finally {
    await browser.disconnect();
  }
}

async function runOnce(url: string, preset: Preset, options: RunOptions): Promise<PageRun> {
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  let result: Awaited<ReturnType<typeof lighthouse>>;
  try {
    result = await gather(url, chrome.port, config, options);
  } finally {
    chrome.kill();
  }
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const network = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const work = lhr.audits['mainthread-work-breakdown']?.details as { items?: WorkItem[] } | undefined;
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: LcpItem[] }[] } | undefined;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    scripts: (network?.items ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url),
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    domElements: numeric(lhr, 'dom-size-insight'),
    mainThread: Object.fromEntries((work?.items ?? []).map((item) => [item.group, item.duration])),
  };
}
