import { expect, test } from '../support/test';
import { purchaseButton } from '../support/checkout';
import { BOWL } from '../support/seeded';
import { appReady } from '../support/routes';
import { STYLESHEET_MARKER } from '../../shared/src/ui/stylesheet-placement';

/**
 * How a server-rendered page's app starts: at the shopper's first sign of use (decision 130), and keeping the
 * stylesheets the page came with (decision 054).
 */

test("a page's scripts come when the shopper starts using it, not before, and then the app answers the page's taps", async ({
  page,
}) => {
  /** When, from navigation start, main.js was asked for (null: not yet). */
  const mainStart = () =>
    page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return entries.find((entry) => new URL(entry.name).pathname === '/main.js')?.startTime ?? null;
    });
  await page.goto(`/product/${BOWL.id}?visit=left-alone`, { waitUntil: 'load' });
  // A page left alone, its photos long painted: no script of the app has come.
  await page.waitForTimeout(3500);
  expect(await mainStart(), 'main.js was not asked for').toBeNull();
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  const scrolledAt = await page.evaluate(() => performance.now());
  await page.mouse.wheel(0, 300);
  await appReady(page);
  expect(await mainStart(), 'main.js was asked for when the shopper scrolled').toBeGreaterThanOrEqual(scrolledAt);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await purchaseButton(page, BOWL.id).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const same = await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);
  expect(same, 'the app took the tap: the page did not load again').toBe(true);
});

test('the app keeps the styles the page came with, and brings those of a page it moves to', async ({ page }) => {
  /** The document's style elements, and how often each stylesheet's marker is in them. */
  const styles = () =>
    page.evaluate((marker) => {
      const texts = Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '');
      const markers = texts.flatMap((text) => text.match(new RegExp(marker, 'g')) ?? []);
      return { elements: texts.length, markers: markers.length, distinct: new Set(markers).size };
    }, STYLESHEET_MARKER.source);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { styleElements: number }).styleElements = document.querySelectorAll('style').length;
    });
  });
  await page.goto('/store');
  await appReady(page);
  const served = await page.evaluate(() => (window as unknown as { styleElements: number }).styleElements);
  const store = await styles();
  expect(store.distinct, 'the server inlined its stylesheets, each marked').toBeGreaterThan(5);
  expect(store.markers, 'no stylesheet came twice').toBe(store.distinct);
  expect(store.elements, 'the app put in no stylesheet the page had').toBe(served);
  await expect(page.getByTestId('product-card').first()).toHaveCSS('display', 'flex');

  // The workshops' stylesheets were not in this document: the app puts them in when it shows the page.
  await page.getByRole('navigation').getByRole('link', { name: 'Workshops', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Workshops/ })).toBeVisible();
  await expect(page.locator('.workshops-grid')).toHaveCSS('display', 'grid');
  const workshops = await styles();
  expect(workshops.elements).toBeGreaterThan(store.elements);
  expect(workshops.markers).toBe(workshops.distinct);
});
