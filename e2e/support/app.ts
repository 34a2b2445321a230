import type { Page } from '@playwright/test';

/**
 * The app runs the page: the shell marks the document `data-app="ready"` once it runs, and the page's own region
 * is React's. The mark comes first: the shell hydrates a server-rendered page region by region, and the page's
 * region waits for its remote's code, so a key pressed or an element read in between met the server's markup
 * (Escape left the store's filter panel open in a CI run). Its heading (else its first element) carries React's
 * fiber once that region has hydrated or rendered.
 */
export async function appRuns(page: Page): Promise<void> {
  await untilTrue(page, 'the app runs the page and its region is hydrated', () => {
    if (document.documentElement.dataset.app !== 'ready') return false;
    const region = document.querySelector('#main h1') ?? document.querySelector('#main > *');
    return !!region && Object.keys(region).some((key) => key.startsWith('__reactFiber$'));
  });
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
 * second of its load.
 */
async function untilTrue(page: Page, what: string, condition: () => boolean): Promise<void> {
  try {
    await page.waitForFunction(condition, undefined, { timeout: 15_000 });
  } catch (error) {
    throw new Error(`Not within 15 s: ${what} (${page.url()})`, { cause: error });
  }
}
