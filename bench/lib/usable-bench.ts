import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { median } from './median';
import { LIGHTHOUSE_MOBILE, SLOW_LINE, type Conditions } from './throttling';
import { measureOnce, type Target, type UsableRun } from './usable-run';
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

export interface UsableResults {
  conditions: string;
  pages: UsableFigures[];
  slowLine: { conditions: string; store: UsableFigures };
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
        selector: 'button[aria-haspopup="dialog"]',
        text: 'Filter Products',
        effect: '.catalog-panel[role="dialog"]',
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
          ` (answered ${seconds(run.answered)}, ${run.ignoredTaps} taps ignored; overlay until ${seconds(run.overlayUntil)})`,
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

/**
 * The "usable" bench: for each target, RUNS shoppers under Lighthouse's mobile conditions (a fresh browser
 * context each), then /store's filter button on the slow line.
 */
export async function benchUsable(base: string, productId: string): Promise<UsableResults> {
  const pages: UsableFigures[] = [];
  const all = targets(productId);
  for (const target of all) pages.push(await measure(base, target, LIGHTHOUSE_MOBILE, 30_000));
  const store = all.find((t) => t.path === '/store')!;
  const slow = await measure(
    base,
    { ...store, name: '/store, first working click on the filter button' },
    SLOW_LINE,
    90_000,
  );
  return {
    conditions: LIGHTHOUSE_MOBILE.label,
    pages,
    slowLine: { conditions: SLOW_LINE.label, store: slow },
  };
}
