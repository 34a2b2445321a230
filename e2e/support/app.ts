import { expect, type Page } from '@playwright/test';

/**
 * The app runs the page: the shell marks the document `data-app="ready"` once it runs, and the page's own region
 * is React's. The mark comes first: the shell hydrates a server-rendered page region by region, and the page's
 * region waits for its remote's code, so a key pressed or an element read in between met the server's markup
 * (Escape left the store's filter panel open in a CI run). Its heading (else its first element) carries React's
 * fiber once that region has hydrated or rendered.
 */
export async function appRuns(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 15_000 });
  const pageIsReacts = () =>
    page.evaluate(() => {
      const region = document.querySelector('#main h1') ?? document.querySelector('#main > *');
      return !!region && Object.keys(region).some((key) => key.startsWith('__reactFiber$'));
    });
  await expect.poll(pageIsReacts, { message: "the page's region is hydrated", timeout: 15_000 }).toBe(true);
}

/** The app runs the page, and the 1.5 s start-up overlay has gone. */
export async function appReady(page: Page): Promise<void> {
  await appRuns(page);
  await expect(page.getByTestId('startup-overlay')).toBeHidden({ timeout: 15_000 });
}
