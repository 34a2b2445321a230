import { expect, test, type Page } from '../support/test';
import { createShopper, signIn } from '../support/auth';
import { appRuns } from '../support/app';

// What the browser may run and keep, read by one shopper's pages (stored script payloads are in faults.spec: they are
// served to every shopper).

/**
 * `page` shows a page on another site (the browser's own route for partner.example) that opens the shop with
 * `window.open` and keeps the window: `opens(path)` gives the shop's page once loaded, `holds()` whether the
 * partner's handle still reaches it (decision 135).
 */
async function partnerOpener(page: Page, baseURL: string) {
  await page
    .context()
    .route('http://partner.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>A partner</title><p>Our pots</p>' }),
    );
  await page.goto('http://partner.example/');
  const opens = async (path: string) => {
    const [shop] = await Promise.all([
      page.context().waitForEvent('page'),
      page.evaluate(
        (url) => void ((window as unknown as { held: Window | null }).held = window.open(url)),
        baseURL + path,
      ),
    ]);
    await shop.waitForLoadState();
    return shop;
  };
  const holds = () => page.evaluate(() => !(window as unknown as { held: Window }).held.closed);
  return { opens, holds };
}

/** Once the app runs `shop`, the navbar's Sign In within it; how many times the page has loaded since. */
async function signInWithinTheApp(shop: Page): Promise<() => number> {
  await appRuns(shop);
  let loads = 0;
  shop.on('load', () => (loads += 1));
  await shop.getByRole('link', { name: 'Sign In', exact: true }).first().click();
  return () => loads;
}

test.describe('browser security', () => {
  test('FAQ answers (HTML) never run scripts; documents carry a CSP', async ({ page }) => {
    for (const path of ['/', '/faq', '/store', '/login']) {
      const response = await page.goto(path);
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toMatch(/script-src [^;]*'self'/);
      expect(csp, path).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    }
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('no token of ours is kept in localStorage or sessionStorage after sign-in', async ({ page }) => {
    await signIn(page, await createShopper());
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    const stored = await page.evaluate(() =>
      [localStorage, sessionStorage].flatMap((storage) =>
        Object.keys(storage).map((key) => ({ key, value: storage.getItem(key) ?? '' })),
      ),
    );
    const tokens = stored.filter(({ key, value }) => /eyJ[\w-]+\.[\w-]+\./.test(value) || /token/i.test(key));
    expect(tokens).toEqual([]);
  });

  test('a page on another site that opened the shop loses its hold on the window where the shopper signs in or pays', async ({
    page,
    baseURL,
  }) => {
    // Decision 135: the landing pages keep an opener, the pages of signing in, paying and one's own severing it.
    const { opens, holds } = await partnerOpener(page, baseURL!);
    const store = await opens('/store');
    await expect(store.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    expect(await holds()).toBe(true);
    // Within the app, the navbar's Sign In: the page is loaded as a document, once, and the partner holds nothing.
    const loads = await signInWithinTheApp(store);
    await expect.poll(holds).toBe(false);
    await expect(store).toHaveURL(/\/login$/);
    await expect(store.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await appRuns(store);
    expect(loads()).toBe(1);

    // Opened at the checkout itself: severed as it loads.
    const checkout = await opens('/checkout');
    await expect(checkout).toHaveURL(/\/checkout$/);
    expect(await holds()).toBe(false);
  });

  test('behind a proxy that drops the opener policy, the sign-in page is loaded again once, never in a loop', async ({
    page,
    context,
    baseURL,
  }) => {
    // The proxy: the shop's sign-in document without its Cross-Origin-Opener-Policy.
    await context.route(`${baseURL}/login`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['cross-origin-opener-policy'];
      await route.fulfill({ response, headers });
    });
    const { opens, holds } = await partnerOpener(page, baseURL!);
    const store = await opens('/store');
    const loads = await signInWithinTheApp(store);
    await expect(store).toHaveURL(/\/login$/);
    await expect.poll(loads).toBe(1);
    // The page works, the app runs it, and it was not loaded again: the hold stays, as no document could sever it.
    await appRuns(store);
    await expect(store.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    expect(loads()).toBe(1);
    expect(await holds()).toBe(true);
  });

  test('the API refuses cross-origin calls from an origin it does not know', async ({ request }) => {
    const preflight = await request.fetch('http://localhost:4000/api/orders', {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
  });
});
