import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '../support/test';
import { PARTNER_SITE_PORT } from '@mitti/shared/apps';
import { createShopper, signIn } from '../support/auth';
import { cookieCart } from '../support/first-paint';
import { serveFolder } from '../support/folder-server';
import { API, accountCartLines, appReady } from '../support/routes';
import { BOWL } from '../support/seeded';
import { repoRoot } from '../support/site';

/**
 * Issue 53, item 2: a partner's visitor who taps Add to Cart in the embedded catalogue ends with that piece in
 * their Mitti cart (decision 066). The embed holds what was tapped and offers "View in your Mitti cart", a link
 * into the shop (`/cart/add?lines=id:qty,...`) that adds the pieces to the cart where the shop keeps it (the
 * `mitti_cart` cookie) and shows the cart, with scripts or without; bad links say why and change nothing.
 */

const PARTNER_SITE = `http://localhost:${PARTNER_SITE_PORT}/`;
const SHOP = 'http://localhost:3000';
const SOLD_OUT = { id: 'ash-glaze-moon-vase', name: 'Ash Glaze Moon Vase' };

/** The partner's page with the catalogue's eight cards shown. */
async function openPartner(page: Page, url = PARTNER_SITE): Promise<Locator> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Chai & Clay Café' })).toBeVisible();
  // Playwright's role locators pierce the embed's open shadow root.
  const shop = page.locator('#mitti-shop');
  await expect(shop.getByTestId('product-card')).toHaveCount(8);
  return shop;
}

/** The embed's cards a visitor can add (not sold out), with each one's name and product id. */
async function inStockCards(page: Page, shop: Locator, count: number) {
  const cards = shop.getByTestId('product-card').filter({ hasNot: page.getByText('Out of Stock') });
  const found: { card: Locator; name: string; id: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    const name = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    const href = (await card.getByRole('link').first().getAttribute('href')) ?? '';
    found.push({ card, name, id: decodeURIComponent(href.split('/product/')[1] ?? '') });
  }
  return found;
}

/** A piece's stock as the shop sells it now (the rest of the suite buys some). */
async function stockOf(id: string): Promise<number> {
  return Number(((await (await fetch(`${API}/products/${id}`)).json()) as { stock: number | string }).stock);
}

const cartItems = (page: Page) => page.getByRole('region', { name: 'Items in your cart' });
/** The note the cart shows of what the link did (the flash, rendered by the server: its text, seen or faded). */
const note = (page: Page) => page.getByTestId('flash-status');

test("on the partner's page, Add to Cart then View in your Mitti cart lands the piece in the shop's cart", async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const shop = await openPartner(page);
  const [piece] = await inStockCards(page, shop, 1);
  const toCart = shop.getByRole('link', { name: 'View in your Mitti cart' });
  await expect(toCart).toHaveCount(0);

  await piece!.card.getByRole('button', { name: 'Add to Cart' }).click();
  // The partner still hears about it (its own box), and the embed offers the way to the shop's cart.
  await expect(page.locator('#last-added')).toHaveText(piece!.name);
  await expect(shop.getByText('1 piece ready for your Mitti cart.')).toBeVisible();
  await expect(toCart).toHaveAttribute('href', `${SHOP}/cart/add?lines=${encodeURIComponent(piece!.id)}:1`);

  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/cart/add') statuses.push(response.status());
  });
  await toCart.click();
  await expect(page).toHaveURL(`${SHOP}/cart`);
  expect(statuses).toEqual([303]);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(cartItems(page)).toContainText(piece!.name);
  await expect(note(page)).toHaveText(`${piece!.name} added to cart`);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(await cookieCart(context)).toMatchObject([{ id: piece!.id, quantity: 1 }]);

  // The app takes the page over and shows the same cart, from the same cookie.
  await appReady(page);
  await expect(cartItems(page)).toContainText(piece!.name);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(errors).toEqual([]);
});

test("the embed's cards are as tall as their row, and its cart bar stays above the cards that scroll under it", async ({
  page,
}) => {
  const shop = await openPartner(page);
  const cards = await shop.getByTestId('product-card').evaluateAll((elements) =>
    elements.map((element) => {
      const { y, height } = element.getBoundingClientRect();
      return { y: Math.round(y), height: Math.round(height) };
    }),
  );
  for (const { y } of cards) {
    const row = cards.filter((card) => card.y === y);
    expect(new Set(row.map((card) => card.height)).size, `the cards of the row at ${y} px are one height`).toBe(1);
  }
  const [piece] = await inStockCards(page, shop, 1);
  await piece!.card.getByRole('button', { name: 'Add to Cart' }).click();
  const toCart = shop.getByRole('link', { name: 'View in your Mitti cart' });
  await expect(toCart).toBeVisible();
  // The visitor scrolls the cards under the bar kept at the bottom, and taps its link where they see it: a
  // tap at a point, as a finger's (Playwright's click would wait for whatever covers the link to move).
  await page.mouse.wheel(0, 150);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const bar = (await shop.locator('.catalog-embed__cart').boundingBox())!;
  const under = await shop
    .getByTestId('product-card')
    .evaluateAll(
      (elements, barTop) => elements.filter((element) => element.getBoundingClientRect().bottom > barTop).length,
      bar.y,
    );
  expect(under, 'cards lie under the bar').toBeGreaterThan(0);
  const link = (await toCart.boundingBox())!;
  await page.mouse.click(link.x + link.width / 2, link.y + link.height / 2);
  await expect(page).toHaveURL(`${SHOP}/cart`);
  await expect(cartItems(page)).toContainText(piece!.name);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test("from a partner on another site, several taps go to the shop's cart once each; coming back, the embed starts afresh", async ({
  page,
  context,
}) => {
  // The example partner page from another site than the shop's (127.0.0.2 is this machine too): the shop's
  // cookies are SameSite=Lax, so this proves the link sets them when followed from a partner's site. npm start
  // serves the page on localhost only, so the test serves it there itself (as catalog.spec.ts does).
  const partnerServer = await serveFolder(path.join(repoRoot, 'examples/partner-site'), PARTNER_SITE_PORT, '127.0.0.2');
  try {
    const partner = `http://127.0.0.2:${PARTNER_SITE_PORT}/`;
    const shop = await openPartner(page, partner);
    const [first, second, third] = await inStockCards(page, shop, 3);
    await first!.card.getByRole('button', { name: 'Add to Cart' }).click();
    await first!.card.getByRole('button', { name: 'Add to Cart' }).click();
    await second!.card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(shop.getByText('3 pieces ready for your Mitti cart.')).toBeVisible();
    const toCart = shop.getByRole('link', { name: 'View in your Mitti cart' });
    await expect(toCart).toHaveAttribute(
      'href',
      `${SHOP}/cart/add?lines=${encodeURIComponent(first!.id)}:2,${encodeURIComponent(second!.id)}:1`,
    );

    await toCart.click();
    await expect(page).toHaveURL(`${SHOP}/cart`);
    await expect(cartItems(page)).toContainText(first!.name);
    await expect(cartItems(page)).toContainText(second!.name);
    await expect(note(page)).toHaveText(`${first!.name} added to cart. ${second!.name} added to cart.`);
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    expect(await cookieCart(context)).toMatchObject([
      { id: first!.id, quantity: 2 },
      { id: second!.id, quantity: 1 },
    ]);

    // Back on the partner's page the embed holds nothing: following its link again adds only what is tapped now.
    await page.goBack();
    await expect(page).toHaveURL(partner);
    const again = page.locator('#mitti-shop');
    await expect(again.getByTestId('product-card')).toHaveCount(8);
    await expect(again.getByRole('link', { name: 'View in your Mitti cart' })).toHaveCount(0);
    await again
      .getByTestId('product-card')
      .filter({ has: page.getByRole('heading', { level: 3, name: third!.name, exact: true }) })
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await again.getByRole('link', { name: 'View in your Mitti cart' }).click();
    await expect(page).toHaveURL(`${SHOP}/cart`);
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    expect(await cookieCart(context)).toMatchObject([
      { id: first!.id, quantity: 2 },
      { id: second!.id, quantity: 1 },
      { id: third!.id, quantity: 1 },
    ]);
  } finally {
    await partnerServer.close();
  }
});

test("a signed-in shopper's piece from a partner's page joins their account's cart", async ({ page }) => {
  const shopper = await createShopper();
  await signIn(page, shopper);
  const shop = await openPartner(page);
  const [piece] = await inStockCards(page, shop, 1);
  await piece!.card.getByRole('button', { name: 'Add to Cart' }).click();
  await shop.getByRole('link', { name: 'View in your Mitti cart' }).click();
  await expect(page).toHaveURL(`${SHOP}/cart`);
  await appReady(page);
  await expect(cartItems(page)).toContainText(piece!.name);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The app puts the link's line into the account's cart, and the cookie's copy is spent.
  await expect.poll(() => accountCartLines(shopper)).toMatchObject([{ id: piece!.id, quantity: 1 }]);
  await expect.poll(() => cookieCart(page.context())).toEqual([]);
});

test.describe('the link without JavaScript, and bad links', () => {
  const withoutJavaScript = (browser: Browser) => browser.newContext({ javaScriptEnabled: false });

  test('the link adds and shows the cart the server renders', async ({ browser }) => {
    // Two, or what the rest of the suite has left of the bowl.
    const quantity = Math.min(2, await stockOf(BOWL.id));
    const context = await withoutJavaScript(browser);
    const page = await context.newPage();
    const response = await page.goto(`/cart/add?lines=${BOWL.id}:${quantity}`);
    expect(response!.status()).toBe(200);
    await expect(page).toHaveURL(`${SHOP}/cart`);
    await expect(cartItems(page)).toContainText(BOWL.name);
    await expect(page.getByLabel(`Quantity for ${BOWL.name}`)).toHaveValue(String(quantity));
    await expect(note(page)).toHaveText(`${BOWL.name} added to cart`);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    expect(await cookieCart(context)).toMatchObject([{ id: BOWL.id, quantity }]);
    await context.close();
  });

  test('an unknown piece, a sold-out one, a quantity of 0, 10000 or abc, or a hundred lines: a clear message, nothing changed, never a 5xx', async ({
    browser,
  }) => {
    const context = await withoutJavaScript(browser);
    const page = await context.newPage();
    await page.goto(`/cart/add?lines=${BOWL.id}:1`);
    expect(await cookieCart(context)).toMatchObject([{ id: BOWL.id, quantity: 1 }]);
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/cart/add') statuses.push(response.status());
    });

    const range = `${BOWL.name}: Choose a quantity from 1 to ${await stockOf(BOWL.id)}.`;
    const hundred = Array.from({ length: 100 }, () => `${BOWL.id}:1`).join(',');
    const cases: [string, string][] = [
      ['no-such-pot:1', 'That piece is no longer in our catalogue.'],
      [`${SOLD_OUT.id}:1`, `${SOLD_OUT.name} is out of stock`],
      [`${BOWL.id}:0`, range],
      [`${BOWL.id}:10000`, range],
      [`${BOWL.id}:abc`, range],
      [hundred, 'This link asks for more than 20 pieces at once, so nothing was added.'],
      ['', 'This link to the cart names no piece, so nothing was added.'],
    ];
    for (const [lines, message] of cases) {
      const response = await page.goto(`/cart/add?lines=${lines}`);
      expect(response!.status()).toBe(200);
      await expect(page).toHaveURL(`${SHOP}/cart`);
      await expect(note(page)).toHaveText(message);
      await expect(cartItems(page)).toContainText(BOWL.name);
      expect(await cookieCart(context), lines.slice(0, 40)).toMatchObject([{ id: BOWL.id, quantity: 1 }]);
    }
    expect(statuses).toEqual(cases.map(() => 303));
    await context.close();
  });
});
