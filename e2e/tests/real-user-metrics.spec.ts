import { expect, test, type Page, type Request } from '../support/test';
import type { PageViewBeacon, RumSummary } from '@mitti/shared/contracts';
import { MONTHS } from '@mitti/shared/dates';
import { createOwner, signIn } from '../support/auth';
import { API, appReady, idToken } from '../support/routes';

const PRODUCT = '/product/forest-green-mug';
const CATALOG_BUILD = 'http://localhost:3001/mf-manifest.json';

/** The page-view beacon's chunk has started measuring (it marks its own start-up). */
const beaconStarted = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('mitti:rum-start').length > 0, undefined, {
    timeout: 20_000,
  });

/** The start and end of the period the chart's caption names ('From 1 December 2026, 6:30 PM to …', India time). */
function captionPeriod(caption: string): { from: number; to: number } {
  const [from, to] = [...caption.matchAll(/(\d{1,2}) (\w+) (\d{4}), (\d{1,2}):(\d{2}) (AM|PM)/g)].map(
    ([, day, month, year, hour, minute, half]) =>
      Date.UTC(
        Number(year),
        (MONTHS as readonly string[]).indexOf(month ?? ''),
        Number(day),
        (Number(hour) % 12) + (half === 'PM' ? 12 : 0),
        Number(minute),
      ) -
      330 * 60_000,
  );
  if (from === undefined || to === undefined) throw new Error(`The chart's caption names no period: "${caption}"`);
  return { from, to };
}

const isBeacon = (request: Request) => request.method() === 'POST' && request.url().endsWith('/api/rum');

test.describe('what shoppers feel (real-user metrics)', () => {
  test('a page view sends one beacon when it is hidden, and the owner sees it per route and per remote build', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const owner = await createOwner();
    const token = await idToken(owner);
    /** Page views of a route in the last 24 hours, as the owner's page reads them. */
    const viewsOf = async (route: string) => {
      const response = await fetch(`${API}/api/admin/rum?window=24h`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const summary = (await response.json()) as RumSummary;
      return summary.routes.find((row) => row.route === route)?.views ?? 0;
    };

    const shopper = await (await browser.newContext()).newPage();
    const beacons: Request[] = [];
    shopper.on('request', (request) => isBeacon(request) && beacons.push(request));
    await shopper.goto(PRODUCT);
    // The shopper starts using the page (which starts its app, decision 130) once it is on screen: Chromium records
    // no largest paint after a first input, so a scroll before it leaves the page view without one.
    await shopper.evaluate(
      () =>
        new Promise<void>((painted) =>
          new PerformanceObserver((list, observer) => {
            if (list.getEntries().length) {
              observer.disconnect();
              painted();
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
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

    // A tap, then the tab is switched away and back, twice. Headless Chromium never hides a tab, so the
    // switch is the page's own visibilitychange with its state hidden; the beacon and its request are real.
    await shopper.getByRole('heading', { level: 1 }).click();
    const sent = shopper.waitForRequest(isBeacon);
    for (const state of ['hidden', 'visible', 'hidden']) {
      await shopper.evaluate((visibility) => {
        Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    }
    const beacon = JSON.parse((await sent).postData() ?? '') as PageViewBeacon;
    expect(beacon).toMatchObject({ route: '/product/:id', device: 'desktop', traceId: traceparent!.split('-')[1] });
    expect(beacon.metrics.ttfb).toBeGreaterThan(0);
    expect(beacon.metrics.fcp).toBeGreaterThan(0);
    expect(beacon.metrics.lcp).toBeGreaterThan(0);
    expect(beacon.loads).toContainEqual(
      expect.objectContaining({ module: 'catalog/ProductPage', build: CATALOG_BUILD, failed: false }),
    );
    // Nothing of the page's URL or the shopper goes with it, and one beacon per page view.
    expect(JSON.stringify(beacon)).not.toContain('forest-green-mug');
    expect((await sent).headers()['authorization']).toBeUndefined();
    expect(beacons).toHaveLength(1);

    // Leaving a page for another sends its beacon as the page unloads (the browser's own hidden state).
    await shopper.goto('/our-story');
    await appReady(shopper);
    await beaconStarted(shopper);
    const before = await viewsOf('/our-story');
    await shopper.goto('/shipping');
    await expect.poll(() => viewsOf('/our-story'), { timeout: 15_000 }).toBe(before + 1);

    const page = await (await browser.newContext()).newPage();
    await signIn(page, owner);
    await page.goto('/admin/performance');
    await expect(page.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
    const routes = page.getByRole('table', { name: 'p75 per route' });
    await expect(routes.getByRole('row', { name: /\/product\/:id/ })).toBeVisible();
    const builds = page.getByRole('table', { name: /p75 per remote build/ });
    await expect(
      builds.getByRole('row').filter({ hasText: '/product/:id' }).filter({ hasText: CATALOG_BUILD }),
    ).toBeVisible();
    await expect(page.getByText(/LCP good up to 2\.5 s, poor past 4\.0 s/)).toBeVisible();
    // The chart, drawn by the charting library in its own chunk.
    await expect(page.getByRole('img', { name: /LCP p75 by hour/ }).locator('canvas')).toBeVisible();
    // Its time axis spans the period chosen, ending now, however few hours have views (one view once
    // stretched it from 2027 to 2029).
    const caption = page.getByRole('figure').locator('figcaption');
    const day = captionPeriod(await caption.innerText());
    expect(day.to - day.from).toBe(24 * 60 * 60_000);
    expect(Math.abs(day.to - Date.now())).toBeLessThan(10 * 60_000);
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(routes.getByRole('row', { name: /\/product\/:id/ })).toBeVisible();
    await expect
      .poll(async () => {
        const week = captionPeriod(await caption.innerText());
        return week.to - week.from;
      })
      .toBe(7 * 24 * 60 * 60_000);
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
