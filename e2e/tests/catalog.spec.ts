import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { PARTNER_SITE_PORT } from '@mitti/shared/apps';
import { appReady } from '../support/app';
import { serveFolder } from '../support/folder-server';
import { repoRoot } from '../support/site';

const PARTNER_SITE = `http://localhost:${PARTNER_SITE_PORT}/`;

/** Opens the store once the app runs it: the keys, toasts and in-place views below are the app's. */
async function openStore(page: Page, path = '/store') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: /^Products/ })).toBeVisible();
  await expect(page.getByText('Loading products...')).toHaveCount(0);
  await appReady(page);
}

test('the store filters by category and price band through the panel, in the URL', async ({ page }) => {
  await openStore(page);
  await expect(page.getByRole('heading', { name: 'LATEST ARRIVALS' })).toBeVisible();

  // The panel's button is its <details>' summary (it opens before the app runs too).
  const open = page.locator('summary', { hasText: 'Filter Products' });
  await open.click();
  const panel = page.getByRole('dialog', { name: 'Filter Products' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await panel.getByRole('checkbox', { name: 'Vases' }).check();
  await panel.getByRole('radio', { name: 'Rs. 1000 - 2000' }).check();
  await panel.getByRole('button', { name: 'Apply Filters' }).click();

  await expect(page).toHaveURL(/\/store\?category=Vases&price=1000-2000$/);
  // Vases priced 1000..2000 inclusive in the seed: Indigo Stoneware Vase (1899) and Matka Floor Vase (2000).
  const results = page.getByRole('list', { name: /^FILTERED RESULTS/ });
  await expect(results.getByTestId('product-card')).toHaveCount(2);
  await expect(results).toContainText('Matka Floor Vase');
  await expect(page.getByText(/^Showing 2 out of \d+ products$/)).toBeVisible();
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('link')).toHaveText(['Category: Vases ×', 'Price: Rs. 1000 - 2000 ×', 'Clear All']);

  await page.reload();
  await expect(page.getByRole('list', { name: /^FILTERED RESULTS/ }).getByTestId('product-card')).toHaveCount(2);

  await page.getByRole('link', { name: 'Remove filter Price: Rs. 1000 - 2000' }).click();
  await expect(page).toHaveURL(/\/store\?category=Vases$/);
  await expect(page.getByRole('list', { name: /^FILTERED RESULTS/ }).getByTestId('product-card')).toHaveCount(5);

  await page.goBack();
  await expect(page).toHaveURL(/\/store\?category=Vases&price=1000-2000$/);
  await expect(page.getByRole('list', { name: /^FILTERED RESULTS/ }).getByTestId('product-card')).toHaveCount(2);

  await page.getByRole('link', { name: 'Clear All', exact: true }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('heading', { name: 'ALL PRODUCTS' })).toBeVisible();
});

test('a product opens from its card; the gallery and fullscreen viewer follow the keys', async ({ page }) => {
  await openStore(page, '/store?category=Vases');
  await page.getByRole('article', { name: 'Indigo Stoneware Vase' }).click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Indigo Stoneware Vase' })).toBeVisible();
  await expect(page).toHaveTitle('Indigo Stoneware Vase | Mitti Studio');
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'INR' } });

  // The app shows the photo an arrow or a thumbnail names in place: no page load, the address as it was.
  await page.evaluate(() => ((window as Window & { samePage?: boolean }).samePage = true));
  await page.getByRole('button', { name: 'Next image' }).click();
  await expect(page.getByRole('img', { name: /view 2 of \d/ })).toBeVisible();
  await page.getByRole('button', { name: 'Show view 1' }).click();
  await expect(page.getByRole('img', { name: /view 1 of \d/ })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);

  await page.getByRole('button', { name: /in fullscreen$/ }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('img', { name: /view 1 of \d/ })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('img', { name: /view 2 of \d/ })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByRole('img', { name: /view (\d) of \1/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Vases' }).click();
  await expect(page).toHaveURL(/\/store\?category=Vases$/);
});

test('once the app runs, ← Back goes back to the page the shopper came from', async ({ page }) => {
  await openStore(page);
  await page
    .getByRole('list', { name: 'ALL PRODUCTS', exact: true })
    .getByRole('article', { name: 'Indigo Stoneware Vase' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Indigo Stoneware Vase' })).toBeVisible();
  await page.getByRole('link', { name: '← Back' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
});

test('Add to Cart updates the navbar badge; an out-of-stock card refuses with a toast', async ({ page }) => {
  await openStore(page, '/store?category=Vases');
  const badge = page.getByTestId('cart-count');
  const before = Number((await badge.count()) ? await badge.textContent() : 0);

  const soldOut = page.getByRole('article', { name: 'Ash Glaze Moon Vase' });
  await expect(soldOut.getByText('Out of Stock').first()).toBeVisible();
  await expect(soldOut.getByRole('link', { name: 'Ash Glaze Moon Vase', exact: true })).toHaveCount(0);
  await soldOut.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Ash Glaze Moon Vase is out of stock')).toBeVisible();

  await page.getByRole('article', { name: 'Terracotta Bud Vase' }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Terracotta Bud Vase added to cart')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText(String(before + 1));
});

test('the partner site on another origin embeds the catalogue and hears about Add to Cart', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(PARTNER_SITE);
  await expect(page.getByRole('heading', { level: 1, name: 'Chai & Clay Café' })).toBeVisible();

  // Playwright's role locators pierce the open shadow root.
  const shop = page.locator('#mitti-shop');
  await expect(shop.getByTestId('product-card')).toHaveCount(8);
  const card = shop
    .getByTestId('product-card')
    .filter({ hasNot: page.getByText('Out of Stock') })
    .first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await expect(card.getByRole('link')).toHaveAttribute('href', /^http:\/\/localhost:3000\/product\/[a-z0-9-]+$/);

  // The catalogue's styles stay inside its shadow root, and the page's styles stay out of it.
  const addButton = card.getByRole('button', { name: 'Add to Cart' });
  expect(await addButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(156, 74, 47)');
  expect(await page.evaluate(() => document.head.querySelectorAll('style').length)).toBe(1);

  await addButton.click();
  await expect(page.locator('#last-added')).toHaveText(name);
  expect(errors).toEqual([]);
});

test('a partner on an origin the shop never listed embeds the catalogue; when the API cannot be reached it says why and Retry recovers', async ({
  page,
}) => {
  // The example partner page (under its own CSP, with the lines docs/embed.md gives) from an origin that is
  // not in CORS_ORIGINS: 127.0.0.2 is this machine too, but only localhost and 127.0.0.1 are listed. npm start
  // serves the page on localhost only, so the test serves it there itself.
  const partnerServer = await serveFolder(path.join(repoRoot, 'examples/partner-site'), PARTNER_SITE_PORT, '127.0.0.2');
  const partner = `http://127.0.0.2:${PARTNER_SITE_PORT}`;
  try {
    let blocked = true;
    await page.route('http://localhost:4000/products', (route) => (blocked ? route.abort('failed') : route.fallback()));

    const photos: number[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith('http://localhost:4000/images/')) photos.push(response.status());
    });
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (what: string) => violations.push(what));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation: (what: string) => void }).reportViolation(
          `${event.effectiveDirective} ${event.blockedURI}`,
        ),
      ),
    );
    await page.goto(`${partner}/`);
    const shop = page.locator('#mitti-shop');
    const alert = shop.getByRole('alert');
    await expect(alert).toContainText('Failed to load products. Please try again.');
    await expect(alert).toContainText("could not reach the shop's API at http://localhost:4000");
    await expect(alert).toContainText('connect-src and img-src');

    blocked = false;
    await shop.getByRole('button', { name: 'Retry' }).click();
    await expect(shop.getByTestId('product-card')).toHaveCount(8);
    await expect(alert).toHaveCount(0);
    await expect.poll(() => photos.filter((status) => status === 200).length).toBeGreaterThan(0);
    // The catalogue's styles (a style element in its shadow root) applied under the partner's policy.
    const addButton = shop
      .getByTestId('product-card')
      .filter({ hasNot: page.getByText('Out of Stock') })
      .first()
      .getByRole('button', { name: 'Add to Cart' });
    expect(await addButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(156, 74, 47)');
    expect(violations).toEqual([]);
  } finally {
    await partnerServer.close();
  }
});
