import { expect, test, type Page } from '../support/test';
import { proxyApi } from '../support/api-proxy';
import { startUsing } from '../support/app';
import { appReady } from '../support/routes';
import { pointApi, pointRemote } from '../support/site';
import { REMOTE_FALLBACK, watchUncaught } from '../support/uncaught';

// Faults of the whole site (an API that is down, a remote the server cannot reach, stored text with scripts): they
// change what every shopper is served, so this spec runs alone. One browser's faults are in page-faults.spec.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('the API is down', () => {
  for (const { path, message, empty } of [
    {
      path: '/store',
      message: 'Failed to load products. Please try again.',
      empty: 'No products available at the moment',
    },
    { path: '/workshops', message: 'Failed to load workshops. Please try again.', empty: 'No workshops available' },
    { path: '/product/forest-green-mug', message: 'Failed to load product details', empty: 'Product Not Found' },
  ]) {
    test(`${path} shows "${message}", never a blank page or an unhandled rejection`, async ({ page }) => {
      const uncaught = watchUncaught(page);
      // Down for the whole site: the server's render of the page and the browser find nothing on that port.
      const rollback = pointApi('http://localhost:4999');
      try {
        const document = await page.goto(path);
        // The server's reads failed too: its document says nothing of the shop's shelves (a public document that
        // said "No products available" would be kept and sent to every visitor), and the app says what failed once
        // the shopper starts using the page (decision 130).
        expect(await document!.text()).not.toContain(empty);
        await startUsing(page);
        await expect(page.getByText(message).first()).toBeVisible({ timeout: 15_000 });
        await expect(nav(page)).toBeVisible();
        expect(uncaught).toEqual([]);
      } finally {
        rollback();
      }
    });
  }
});

test('a page that goes out without its first view tells a browser without scripts why, in its language', async ({
  browser,
}) => {
  // The catalogue's server view cannot be had (its remote is down), so the store's document has no view to show.
  const rollback = pointRemote('catalog', 'http://localhost:3999/mf-manifest.json');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const withScripts = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/store');
    await expect(page.getByText('This page could not be prepared just now.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reload the page' })).toHaveAttribute('href', '');
    await page.goto('/hi/store');
    await expect(page.getByText('यह पेज अभी तैयार नहीं हो सका।')).toBeVisible();
    // A browser that runs the scripts never shows it: the app renders the store's fallback over it.
    const scripted = await withScripts.newPage();
    await scripted.goto('/store');
    await expect(scripted.getByRole('alert')).toContainText(REMOTE_FALLBACK, { timeout: 10_000 });
    await expect(scripted.getByText('This page could not be prepared just now.')).toBeHidden();
  } finally {
    rollback();
    await Promise.all([context.close(), withScripts.close()]);
  }
});

test.describe('browser security', () => {
  test('script payloads in stored product text render inert', async ({ page }) => {
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script></script><b>bold</b>';
    // Served by the API itself, so the server's render of the page gets it as well as the browser.
    const api = await proxyApi((path, json) =>
      path === '/products/forest-green-mug'
        ? { ...(json as Record<string, unknown>), name: `Mug ${payload}`, description: payload }
        : json,
    );
    try {
      await page.goto('/product/forest-green-mug');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Mug <img src=x');
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Mug <img src=x');
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    } finally {
      await api.close();
    }
  });
});
