import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { median } from './median';
import { LIGHTHOUSE_MOBILE, SLOW_LINE, type Conditions } from './throttling';
import { measureOnce, measureWithoutJavaScript, type Target, type UsableRun } from './usable-run';
import { RUNS } from './web-bench';

/** Progress on stdout (the lint rule keeps console.log out of app code). */
const log = (text: string) => process.stdout.write(`${text}\n`);

/** Medians over the runs, in ms; dead = usable - shown, per run, then the median. */
export interface UsableFigures {
  page: string;
  shown: number;
  usable: number;
  answered: number;
  dead: number;
  ignoredTaps: number;
  runs: UsableRun[];
}

/** Without JavaScript: from navigation to the action done (medians, ms). */
export interface PlainFigures {
  page: string;
  done: number;
  runs: number[];
}

export interface UsableResults {
  conditions: string;
  pages: UsableFigures[];
  slowLine: { conditions: string; pages: UsableFigures[] };
  withoutJavaScript: { conditions: string; pages: PlainFigures[] };
}

/** Issue 21's three controls, found as a shopper sees them (mf-catalog and the shell's contact form). */
export function targets(productId: string): Target[] {
  return [
    {
      name: '/product/:id, Add to Cart raises the cart badge',
      path: `/product/${productId}`,
      control: {
        selector: '.catalog-purchase__buttons button',
        text: 'Add to Cart',
        effect: '[data-testid="cart-count"]',
        effectText: '^\\s*[1-9]',
      },
    },
    {
      name: '/store, the filter button opens the panel',
      path: '/store',
      control: {
        selector: 'summary.catalog-filter-toggle',
        text: 'Filter Products',
        effect: 'details.catalog-filter[open] .catalog-panel',
      },
    },
    { name: '/contact, the name field takes typing', path: '/contact', control: { label: 'Name' }, typing: true },
  ];
}

const seconds = (ms: number) => (Number.isNaN(ms) ? 'never' : `${(ms / 1000).toFixed(2)} s`);

async function measure(base: string, target: Target, conditions: Conditions, timeoutMs: number) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs: UsableRun[] = [];
  try {
    for (let i = 0; i < RUNS; i += 1) {
      const run = await measureOnce(browser, `${base}${target.path}`, target, conditions, timeoutMs);
      runs.push(run);
      log(
        `usable ${target.path} [${conditions.label}] #${i + 1}: shown ${seconds(run.shown)}, usable ${seconds(run.usable)}` +
          ` (answered ${seconds(run.answered)}, ${run.ignoredTaps} ${target.typing ? 'letters lost' : 'taps ignored'};` +
          ` overlay until ${seconds(run.overlayUntil)})`,
      );
    }
  } finally {
    await browser.close();
  }
  const of = (pick: (run: UsableRun) => number) => median(runs.map(pick));
  return {
    page: target.name,
    shown: of((r) => r.shown),
    usable: of((r) => r.usable),
    answered: of((r) => r.answered),
    dead: of((r) => r.usable - r.shown),
    ignoredTaps: of((r) => r.ignoredTaps),
    runs,
  };
}

/** The same action with JavaScript off: RUNS shoppers, each from navigation to the action done. */
async function measurePlain(base: string, target: Target, conditions: Conditions): Promise<PlainFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs: number[] = [];
  try {
    for (let i = 0; i < RUNS; i += 1) {
      const done = await measureWithoutJavaScript(browser, `${base}${target.path}`, target, conditions, 60_000);
      runs.push(done);
      log(`without JavaScript ${target.path} [${conditions.label}] #${i + 1}: done ${seconds(done)}`);
    }
  } finally {
    await browser.close();
  }
  return { page: target.name, done: median(runs), runs };
}

/**
 * The "usable" bench: for each target, RUNS shoppers under Lighthouse's mobile conditions (a fresh browser
 * context each); the store's filter and the product's Add to Cart on the slow line; and each target with
 * JavaScript off.
 */
export async function benchUsable(base: string, productId: string): Promise<UsableResults> {
  const pages: UsableFigures[] = [];
  const all = targets(productId);
  for (const target of all) pages.push(await measure(base, target, LIGHTHOUSE_MOBILE, 30_000));
  const slow: UsableFigures[] = [];
  for (const target of all.filter((t) => !t.typing)) slow.push(await measure(base, target, SLOW_LINE, 90_000));
  const plain: PlainFigures[] = [];
  for (const target of all) plain.push(await measurePlain(base, target, LIGHTHOUSE_MOBILE));
  return {
    conditions: LIGHTHOUSE_MOBILE.label,
    pages,
    slowLine: { conditions: SLOW_LINE.label, pages: slow },
    withoutJavaScript: { conditions: LIGHTHOUSE_MOBILE.label, pages: plain },
  };
}
