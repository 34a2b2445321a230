import { chromium, expect, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { GOALS, verdict } from './goals';
import { median } from './median';
import { table } from './report-goals';
import { LIGHTHOUSE_MOBILE, phonePage } from './throttling';
import { RUNS } from './web-bench';

/** Progress on stdout (the lint rule keeps console.log out of app code). */
const log = (text: string) => process.stdout.write(`${text}\n`);

/** One tap on a control once the app runs, and what the shopper sees when it has worked. */
interface Interaction {
  name: string;
  path: (productId: string) => string;
  control: (page: Page) => ReturnType<Page['locator']>;
  done: (page: Page) => Promise<void>;
}

/** Issue 58 item 3's six controls, tapped as a phone taps them. */
const INTERACTIONS: Interaction[] = [
  {
    name: "/store, a product card's link (client navigation)",
    path: () => '/store',
    control: (page) => page.locator('.catalog-card__link').first(),
    done: (page) => expect(page).toHaveURL(/\/product\//, { timeout: 20_000 }),
  },
  {
    name: '/product/:id, Add to Cart',
    path: (id) => `/product/${id}`,
    control: (page) => page.locator('.catalog-purchase__buttons button', { hasText: 'Add to Cart' }).first(),
    done: (page) => expect(page.getByTestId('cart-count')).toHaveText(/^\s*[1-9]/, { timeout: 20_000 }),
  },
  {
    name: '/store, the filter button opens the panel',
    path: () => '/store',
    control: (page) => page.locator('summary.catalog-filter-toggle'),
    done: (page) => expect(page.locator('details.catalog-filter[open] .catalog-panel')).toBeVisible(),
  },
  {
    name: "/store?category=Bowls, a filter chip's removal",
    path: () => '/store?category=Bowls',
    control: (page) => page.locator('.catalog-chip:not(.catalog-chip--clear)').first(),
    done: (page) => expect(page).not.toHaveURL(/category=/, { timeout: 20_000 }),
  },
  {
    name: "/product/:id, the quantity's +",
    path: (id) => `/product/${id}`,
    control: (page) => page.getByRole('button', { name: 'Increase quantity' }),
    done: (page) => expect(page.locator('.catalog-stepper input')).toHaveValue('2'),
  },
  {
    name: "/, the navbar's cart link (client navigation)",
    path: () => '/',
    control: (page) => page.locator('nav a[href="/cart"]').first(),
    done: (page) => expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible(),
  },
];

/** One interaction's Event Timing figures, in ms: INP is `duration` (input delay + processing + next paint). */
export interface InteractionRun {
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
}

export interface ResponsiveFigures {
  interaction: string;
  inp: number;
  runs: InteractionRun[];
}

export interface ResponsiveResults {
  conditions: string;
  interactions: ResponsiveFigures[];
}

/**
 * Records every Event Timing entry of an interaction (PerformanceObserver, `durationThreshold` 16 ms, the
 * finest the API gives) and the end of the last long task, for the driver to read.
 */
const OBSERVER = `(() => {
  window.__inp = { events: [], lastLongTaskEnd: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__inp.events.push({ start: e.startTime,
      processingStart: e.processingStart, processingEnd: e.processingEnd, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__inp.lastLongTaskEnd = e.startTime + e.duration;
  }).observe({ type: 'longtask', buffered: true });
})();`;

interface SeenEvent {
  start: number;
  processingStart: number;
  processingEnd: number;
  duration: number;
}

/**
 * One shopper on Lighthouse's phone and line: a fresh context, the page loaded, touched once (which starts its app),
 * the app running and the main thread free of long tasks for a second (the shopper reads before tapping), then one
 * tap and its effect awaited. The interaction's figures are its longest event's (as web-vitals takes an
 * interaction's).
 */
async function measureOnce(browser: Browser, url: string, interaction: Interaction): Promise<InteractionRun> {
  const { context, page } = await phonePage(browser);
  try {
    await page.addInitScript({ content: OBSERVER });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // The shopper's first touch, on the page's heading, starts the app (decision 130); the tap measured is a later one.
    await page.locator('#main h1').first().tap({ timeout: 10_000 });
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 30_000 });
    await page.waitForFunction(
      () => {
        const { lastLongTaskEnd } = (window as unknown as { __inp: { lastLongTaskEnd: number } }).__inp;
        return performance.now() - lastLongTaskEnd > 1000;
      },
      undefined,
      { timeout: 30_000, polling: 100 },
    );
    await interaction.control(page).tap({ timeout: 10_000 });
    await interaction.done(page);
    // Event Timing reports an interaction after its next paint: give it that, on the slowed CPU.
    await page.waitForTimeout(1000);
    const events = await page.evaluate(() => (window as unknown as { __inp: { events: SeenEvent[] } }).__inp.events);
    const longest = events.reduce<SeenEvent | null>((max, e) => (!max || e.duration > max.duration ? e : max), null);
    if (!longest) throw new Error(`${url}: no interaction was timed`);
    return {
      duration: longest.duration,
      inputDelay: longest.processingStart - longest.start,
      processing: longest.processingEnd - longest.processingStart,
      presentation: longest.start + longest.duration - longest.processingEnd,
    };
  } finally {
    await context.close();
  }
}

/**
 * The "responsive" bench (issue 58 item 3): lab INP of six controls, each tapped once by RUNS fresh shoppers under
 * Lighthouse's mobile conditions (its 4x slower CPU), once the app runs; the median of their INPs.
 */
export async function benchResponsive(base: string, productId: string): Promise<ResponsiveResults> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const interactions: ResponsiveFigures[] = [];
  try {
    for (const interaction of INTERACTIONS) {
      const runs: InteractionRun[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const run = await measureOnce(browser, `${base}${interaction.path(productId)}`, interaction);
        runs.push(run);
        log(
          `responsive ${interaction.name} #${i + 1}: INP ${Math.round(run.duration)} ms (input delay ` +
            `${Math.round(run.inputDelay)}, processing ${Math.round(run.processing)}, next paint ${Math.round(run.presentation)})`,
        );
      }
      interactions.push({ interaction: interaction.name, inp: median(runs.map((run) => run.duration)), runs });
    }
  } finally {
    await browser.close();
  }
  return { conditions: LIGHTHOUSE_MOBILE.label, interactions };
}

const ms = (value: number) => `${Math.round(value)} ms`;

export function responsiveTable(results: ResponsiveResults): string {
  return [
    `### Responsive (${results.conditions}; lab INP once the app runs, fresh browser context, median of ` +
      `${results.interactions[0]?.runs.length ?? 0})`,
    table(
      ['interaction', 'INP', `<= ${GOALS.inpMs} ms`, 'runs (input delay + processing + next paint)'],
      results.interactions.map((figures) => [
        figures.interaction,
        ms(figures.inp),
        verdict('', figures.inp <= GOALS.inpMs).trim(),
        figures.runs
          .map(
            (run) =>
              `${Math.round(run.duration)} (${Math.round(run.inputDelay)} + ${Math.round(run.processing)} + ${Math.round(run.presentation)})`,
          )
          .join(', '),
      ]),
    ),
  ].join('\n\n');
}
