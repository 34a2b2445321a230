import { expect, test } from '../support/test';
import { createShopper, signIn } from '../support/auth';

// What the browser may run and keep, read by one shopper's pages (stored script payloads are in faults.spec: they are
// served to every shopper).

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

  test('the API refuses cross-origin calls from an origin it does not know', async ({ request }) => {
    const preflight = await request.fetch('http://localhost:4000/api/orders', {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
  });
});
