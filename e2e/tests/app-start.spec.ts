import { expect, test, type Page } from '../support/test';
import { purchaseButton } from '../support/checkout';
import { BOWL } from '../support/seeded';
import { appReady } from '../support/routes';
import { STYLESHEET_MARKER } from '../../shared/src/ui/stylesheet-placement';

/**
 * How a server-rendered page's app starts: after the page's first photos (decision 053), and keeping the
 * stylesheets the page came with (decision 054).
 */

test("a page's scripts come once its first photo is on screen, and wait no more than 3 s for one that does not", async ({
  browser,
}) => {
  /** When, from navigation start, the bowl's first photo arrived and main.js was asked for. */
  const timings = (page: Page) =>
    page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const photo = entries.find((entry) => entry.name.includes('speckled-oat-serving-bowl-1.'));
      const main = entries.find((entry) => new URL(entry.name).pathname === '/main.js');
      return { photoEnd: photo?.responseEnd ?? null, mainStart: main?.startTime ?? null };
    });
  const photo = '**/images/products/speckled-oat-serving-bowl-1.*';

  const slow = await browser.newContext();
  const page = await slow.newPage();
  await page.route(photo, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto(`/product/${BOWL.id}?visit=slow-photo`);
  await appReady(page);
  const held = await timings(page);
  expect(held.photoEnd, 'the photo arrived a second late').toBeGreaterThan(1000);
  expect(held.mainStart, 'main.js was asked for after the photo').toBeGreaterThan(held.photoEnd!);
  await purchaseButton(page, BOWL.id).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await slow.close();

  const never = await browser.newContext();
  const stuck = await never.newPage();
  await stuck.route(photo, () => undefined);
  await stuck.goto(`/product/${BOWL.id}?visit=no-photo`, { waitUntil: 'commit' });
  await appReady(stuck);
  const { mainStart } = await timings(stuck);
  expect(mainStart, 'main.js was asked for at 3 s').toBeGreaterThanOrEqual(2900);
  expect(mainStart).toBeLessThan(6000);
  await never.close();
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
