import { expect, test, type Page, type Response } from '../support/test';
import { appReady, openSite } from '../support/routes';

const remoteRoutes = [
  { path: '/store', heading: 'Products', remote: 3001 },
  { path: '/workshops', heading: 'Workshops', remote: 3002 },
  { path: '/cart', heading: 'Shopping Cart', remote: 3003 },
  { path: '/payment/failed', heading: 'Payment Failed', remote: 3003 },
];

async function collectScripts(page: Page) {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return scripts;
}

test('the shell loads and shows the studio', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Handcrafted ceramics');
  await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} Mitti Studio`);
});

for (const route of remoteRoutes) {
  test(`${route.path} renders inside the shell from the remote on :${route.remote}`, async ({ page }) => {
    const scripts = await collectScripts(page);
    // The server's first view of a page comes first; the app's, from the remote's scripts, replaces it.
    await openSite(page, route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(scripts.some((r) => r.url().startsWith(`http://localhost:${route.remote}/`))).toBe(true);
  });
}

test('client-side navigation keeps the navbar and loads each remote once it is needed', async ({ page }) => {
  const scripts = await collectScripts(page);
  await page.goto('/our-story');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
  expect(scripts.some((r) => r.url().startsWith('http://localhost:3002/'))).toBe(false);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Workshops' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workshops' })).toBeVisible();
  await expect(page).toHaveURL(/\/workshops$/);
  expect(scripts.some((r) => r.url().startsWith('http://localhost:3002/'))).toBe(true);
  await nav.getByRole('link', { name: 'Store' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
});

test('React and React DOM are downloaded once across the shell and every remote', async ({ page }) => {
  const scripts = await collectScripts(page);
  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await appReady(page);
  for (const path of ['/workshops', '/cart']) {
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Products');
  }
  const bodies = await Promise.all(scripts.map(async (r) => ({ url: r.url(), body: await r.text() })));
  const reactCopies = bodies.filter((b) => /\.createContext=function/.test(b.body)).map((b) => b.url);
  const reactDomCopies = bodies.filter((b) => /\.createRoot=function/.test(b.body)).map((b) => b.url);
  expect(reactCopies).toHaveLength(1);
  expect(reactDomCopies).toHaveLength(1);
  expect(new Set(bodies.map((b) => b.url)).size).toBe(bodies.length);
});

test('the protected group sends a visitor to sign in', async ({ page }) => {
  for (const path of ['/account', '/orders', '/wishlist']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  }
});

test('documents carry a strict Content-Security-Policy that the composed site runs under', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/store');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  // The shell, its own inline scripts (by their hashes: the overlay's two, the app's start, the quantity's − and
  // +) and the remotes: nothing else.
  expect(csp).toMatch(new RegExp(`script-src 'self' ${"'sha256-[A-Za-z0-9+/=]+' ".repeat(4)}http://localhost:3001 `));
  await expect(page.getByRole('heading', { level: 1, name: /Products/ })).toBeVisible();
  for (const link of ['Workshops', 'Home']) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
  }
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(violations).toEqual([]);
});
