import { expect, test, type Page, type Request } from '@playwright/test';
import type { PageViewBeacon } from '@mitti/shared/contracts';
import { createOwner, signIn } from '../support/auth';
import { appReady } from '../support/routes';

const PRODUCT = '/product/forest-green-mug';
const CATALOG_BUILD = 'http://localhost:3001/mf-manifest.json';

/** The page-view beacon's chunk has started measuring (it marks its own start-up). */
const beaconStarted = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('mitti:rum-start').length > 0, undefined, {
    timeout: 20_000,
  });

const isBeacon = (request: Request) => request.method() === 'POST' && request.url().endsWith('/api/rum');

test.describe('what shoppers feel (real-user metrics)', () => {
  test('a page view sends one beacon when it is left, and the owner sees it per route and per remote build', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const shopper = await (await browser.newContext()).newPage();
    const beacons: Request[] = [];
    shopper.on('request', (request) => isBeacon(request) && beacons.push(request));
    await shopper.goto(PRODUCT);
    await appReady(shopper);
    await beaconStarted(shopper);
    // The beacon's code came after the page worked: requested after the load event, never preloaded.
    const timing = await shopper.evaluate(() => {
      const chunk = performance.getEntriesByType('resource').find((entry) => /\/rum\.[0-9a-f]+\.js$/.test(entry.name));
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { requested: chunk?.startTime ?? -1, loaded: navigation.loadEventEnd };
    });
    expect(timing.requested).toBeGreaterThanOrEqual(timing.loaded);
    await expect(shopper.locator('link[rel="preload"][href*="/rum."]')).toHaveCount(0);
    const traceparent = await shopper.locator('meta[name="traceparent"]').getAttribute('content');
    expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/);
    expect(beacons).toHaveLength(0);

    // A tap, then leaving the page: the page is hidden and the beacon goes.
    await shopper.getByRole('heading', { level: 1 }).click();
    const sent = shopper.waitForRequest(isBeacon);
    await shopper.goto('/our-story');
    const beacon = JSON.parse((await sent).postData() ?? '') as PageViewBeacon;
    expect(beacon).toMatchObject({ route: '/product/:id', device: 'desktop', traceId: traceparent!.split('-')[1] });
    expect(beacon.metrics.ttfb).toBeGreaterThan(0);
    expect(beacon.metrics.fcp).toBeGreaterThan(0);
    expect(beacon.metrics.lcp).toBeGreaterThan(0);
    expect(beacon.loads).toContainEqual(
      expect.objectContaining({ module: 'catalog/ProductPage', build: CATALOG_BUILD, failed: false }),
    );
    // Nothing of the page's URL or the shopper goes with it.
    expect(JSON.stringify(beacon)).not.toContain('forest-green-mug');
    expect(beacons).toHaveLength(1);

    const owner = await (await browser.newContext()).newPage();
    await signIn(owner, await createOwner());
    await owner.goto('/admin/performance');
    await expect(owner.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
    const routes = owner.getByRole('table', { name: 'p75 per route' });
    await expect(routes.getByRole('row', { name: /\/product\/:id/ })).toBeVisible();
    const builds = owner.getByRole('table', { name: /p75 per remote build/ });
    await expect(
      builds.getByRole('row').filter({ hasText: '/product/:id' }).filter({ hasText: CATALOG_BUILD }),
    ).toBeVisible();
    await expect(owner.getByText(/LCP good up to 2\.5 s, poor past 4\.0 s/)).toBeVisible();
    // The chart, drawn by the charting library in its own chunk.
    await expect(owner.getByRole('img', { name: /LCP p75 by hour/ }).locator('canvas')).toBeVisible();
    await owner.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(owner.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(routes.getByRole('row', { name: /\/product\/:id/ })).toBeVisible();
  });

  test('a shopper whose browser asks not to be tracked sends nothing, and fetches none of the code', async ({
    browser,
  }) => {
    for (const signal of ['doNotTrack', 'globalPrivacyControl'] as const) {
      const context = await browser.newContext();
      await context.addInitScript((name) => {
        Object.defineProperty(Navigator.prototype, name, {
          get: () => (name === 'doNotTrack' ? '1' : true),
          configurable: true,
        });
      }, signal);
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(PRODUCT);
      await appReady(page);
      await page.waitForLoadState('load');
      // The browser has been idle after the load: when the beacon's chunk would have been asked for.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 100))));
      await page.goto('/our-story');
      await appReady(page);
      expect(requested.filter((url) => url.endsWith('/api/rum') || /\/rum\.[0-9a-f]+\.js$/.test(url))).toEqual([]);
      await context.close();
    }
  });
});
