import type { Page } from '@playwright/test';

/**
 * The shopper starts using the page: a server-rendered page starts its app at the first sign of use (decision 130),
 * here a turn of the mouse's wheel that scrolls nothing (a key would change how the browser shows focus, a tap
 * would land on whatever is under it).
 */
export async function startUsing(page: Page): Promise<void> {
  await page.mouse.wheel(0, 0);
}

/**
 * In the page: the app runs it. The shell marks the document `data-app="ready"` once the app runs, and the page's own
 * region is React's. The mark comes first: the shell hydrates a server-rendered page region by region, and the page's
 * region waits for its remote's code, so a key pressed or an element read in between met the server's markup (Escape
 * left the store's filter panel open in a CI run). Its heading (else its first element) carries React's fiber once
 * that region has hydrated or rendered. The bench's trials of the app's start wait for the same.
 */
export function appRunsThePage(): boolean {
  if (document.documentElement.dataset.app !== 'ready') return false;
  const region = document.querySelector('#main h1') ?? document.querySelector('#main > *');
  return !!region && Object.keys(region).some((key) => key.startsWith('__reactFiber$'));
}

/** The shopper starts using the page, and the app runs it (`appRunsThePage`). */
export async function appRuns(page: Page): Promise<void> {
  await untilTrue(
    page,
    'the app runs the page and its region is hydrated',
    appRunsThePage,
    // A turn of the wheel made while the page was being left (a form's answer on its way) reached the page before.
    () => startUsing(page),
  );
}

/** The app runs the page, and the 1.5 s start-up overlay has gone. */
export async function appReady(page: Page): Promise<void> {
  await appRuns(page);
  await untilTrue(page, 'the start-up overlay is hidden', () => {
    const overlay = document.querySelector('[data-testid="startup-overlay"]');
    return !overlay || !overlay.checkVisibility({ visibilityProperty: true });
  });
}

/**
 * Waits until `condition` holds in the page, checked at every frame: Playwright's own waits check at growing
 * intervals that reach half a second, and these two are met on every page a test opens, most of them within a
 * second of its load. `eachSecond` is done first and then once a second until it holds.
 */
async function untilTrue(
  page: Page,
  what: string,
  condition: () => boolean,
  eachSecond: () => Promise<void> = async () => undefined,
): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await eachSecond();
    try {
      await page.waitForFunction(condition, undefined, { timeout: Math.min(1000, deadline - Date.now()) });
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw new Error(`Not within 15 s: ${what} (${page.url()})`, { cause: error });
    }
  }
}
