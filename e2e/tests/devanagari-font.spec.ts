import { expect, test, type Page } from '../support/test';
import { layoutShift } from '../support/layout-shift';
import { openSite } from '../support/routes';

/**
 * The Hindi pages' typeface (issue 57, decisions 115 and 121): the shop's own Noto Sans Devanagari, cut to the
 * Devanagari characters, from the shop's origin, fetched only where a page shows Devanagari in it (never for an
 * English page's हिन्दी switch), on a first visit only once the page has loaded, and shown from the next page on, from
 * the browser's cache, so nothing on a page moves when it comes.
 */

const FACE = /\/fonts\/noto-sans-devanagari-(400|700)\.[0-9a-f]{10}\.woff2$/;

/** The fonts the page asked for so far. */
function fontRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') asked.push(request.url());
  });
  return asked;
}

test('an English page fetches no Devanagari face, not even for its हिन्दी switch', async ({ page }) => {
  const asked = fontRequests(page);
  await openSite(page, '/store');
  await expect(page.getByRole('banner').getByRole('link', { name: 'हिन्दी' })).toBeVisible();
  // Every font load the page started has settled.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(asked).toEqual([]);
});

test('a Hindi page fetches the shop’s own Devanagari face after it has loaded, and the next page is set in it', async ({
  page,
}) => {
  const asked = fontRequests(page);
  const face = page.waitForResponse((response) => FACE.test(new URL(response.url()).pathname));
  await openSite(page, '/hi/store');
  await expect(page.getByRole('heading', { level: 1, name: /उत्पाद/ })).toBeVisible();
  const response = await face;
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).origin).toBe(new URL(page.url()).origin);
  expect(response.headers()['content-type']).toBe('font/woff2');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mitti-devanagari-face'))).toBe('1');
  // Both weights, and only once the page had loaded: the face never competes with its first paint and photo
  // (decision 121). This page keeps the system's Devanagari, so nothing on it moves when the face comes.
  const first = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      loaded: navigation!.loadEventStart,
      faces: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/fonts/'))
        .map((entry) => entry.startTime),
      family: getComputedStyle(document.querySelector('main h1')!).fontFamily,
    };
  });
  expect(first.faces).toHaveLength(2);
  for (const started of first.faces) expect(started).toBeGreaterThanOrEqual(first.loaded);
  expect(first.family).not.toMatch(/Mitti Devanagari/);
  expect(asked).toHaveLength(2);
  for (const url of asked) expect(new URL(url).pathname).toMatch(FACE);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

  // The next page shows its Devanagari in that face, from the browser's cache.
  await openSite(page, '/hi/workshops');
  const shown = await page.evaluate(async () => {
    await document.fonts.ready;
    const heading = document.querySelector('main h1')!;
    return {
      family: getComputedStyle(heading).fontFamily,
      loaded: document.fonts.check(`16px 'Mitti Devanagari'`, heading.textContent ?? ''),
    };
  });
  expect(shown.family).toMatch(/^"Mitti Devanagari"/);
  expect(shown.loaded).toBe(true);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
});
