import { expect, test, type Locator, type Page } from '../support/test';
import { createShopper, signIn, signOut } from '../support/auth';
import { holdAppScript, holdScript } from '../support/first-paint';
import { API, appReady, idToken } from '../support/routes';

/** Issue 19 item 10: the small things a shopper trips over. */

const PHONE = { width: 390, height: 844 };

/** Every response the page got with a 4xx/5xx status, and every console error, from now on. */
function watchFailures(page: Page) {
  const failed: string[] = [];
  const consoleErrors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { failed, consoleErrors };
}

/**
 * Adds one from the product's page as a shopper does: the tap, then the page saying so (by the form's answer
 * before the app runs, or by the app), before going on. A page left before the form's answer has not added it.
 */
async function addFromProductPage(page: Page, productId: string) {
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
  await expect(page.getByText(/added to cart/).first()).toBeVisible();
}

test("the checkout banner's Sign in comes back to checkout after signing in", async ({ page }) => {
  const shopper = await createShopper();
  await addFromProductPage(page, 'forest-green-mug');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/checkout');
  await page.getByRole('status').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, shopper);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test('a link to a page still on its way shows a bar along the top, and the page left stays until it comes', async ({
  page,
}) => {
  await page.goto('/');
  await appReady(page);
  // The sign-in pages' chunk on a slow line: here until the test lets it through.
  const release = await holdScript(page, /\/sign-in\.[0-9a-f]+\.js$/);
  await page.getByRole('link', { name: 'Sign In', exact: true }).first().click();
  const bar = page.getByRole('progressbar', { name: 'Loading the page' });
  await expect(bar).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(bar).toBeHidden();
});

test('the profile menu closes after a tap on the page already shown and after Sign Out', async ({ page }) => {
  const shopper = await createShopper();
  await signIn(page, shopper);
  await page.goto('/account');
  const profile = page.getByRole('button', { name: 'Profile menu' });
  await profile.click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('menu', { name: 'Profile' })).toBeHidden();
  await expect(profile).toHaveAttribute('aria-expanded', 'false');

  // Sign Out on the home page, then sign in again in the same visit: the menu must not come back open.
  await page.goto('/');
  await signOut(page);
  await expect(page.getByRole('menu', { name: 'Profile' })).toBeHidden();
  await page.getByRole('link', { name: 'Sign In', exact: true }).first().click();
  await signIn(page, shopper);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('menu', { name: 'Profile' })).toBeHidden();
});

test('the mobile menu closes after a tap on the page already shown and after Sign Out', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await page.goto('/store');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Store' }).click();
  await expect(menu).toBeHidden();

  const shopper = await createShopper();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await page.goto('/');
  // Signing out is the app's: the sign-in provider runs in the browser.
  await appReady(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeHidden();
  await expect(menu).toBeHidden();
});

test('on a phone without JavaScript the menu opens, closes and leads to the pages', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await page.goto('/');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Workshops' }).click();
  await expect(page).toHaveURL(/\/workshops$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(menu).toBeHidden();
  await context.close();
});

test('a menu opened before the app runs stays open when it takes over, and the app then closes it', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const release = await holdAppScript(page);
  const menu = page.getByRole('dialog', { name: 'Menu' });
  // Not until `load`: the tap below is a sign of use, so the page puts the held main.js in, and `load` would then
  // wait for the held script.
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  release();
  await appReady(page);
  await expect(menu).toBeVisible();
  // The app has it: focus moves into the menu, and Escape closes it and gives focus back to the toggle.
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('every page has the shop icon: /favicon.ico is served and linked, no 404 anywhere', async ({ page, request }) => {
  const { failed } = watchFailures(page);
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  for (const path of ['/', '/store', '/product/raku-horse-figurine', '/workshops', '/cart', '/checkout', '/faq']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
    // The browser asks for the icon itself; give it the moment it takes.
    await page.waitForLoadState('networkidle');
  }
  expect(failed).toEqual([]);
});

test("a new account's first load creates its empty cart and wishlist, with no 404 in the console", async ({ page }) => {
  const shopper = await createShopper();
  const { failed, consoleErrors } = watchFailures(page);
  const loads = ['carts', 'wishlists'].map((collection) =>
    page.waitForResponse((r) => r.url().endsWith(`/api/documents/${collection}/${shopper.uid}/load`)),
  );
  await signIn(page, shopper);
  expect((await Promise.all(loads)).map((r) => r.status())).toEqual([201, 201]);
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
  expect(consoleErrors.filter((text) => /404|not found/i.test(text))).toEqual([]);

  // The documents exist on the server now, empty.
  const token = await idToken(shopper);
  for (const collection of ['carts', 'wishlists']) {
    const response = await fetch(`${API}/api/documents/${collection}/${shopper.uid}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ items: [] });
  }
});

/** How many lines the element's text is laid out on. */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });

test('on a 390 px phone the cart summary keeps every figure on one line', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const id of ['ribbed-floor-planter', 'celadon-porcelain-vase', 'salt-fired-nesting-bowls']) {
    await addFromProductPage(page, id);
  }
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await page.goto('/cart');
  // Measured on the app's own render: the server's first view of /cart is replaced when the app takes over.
  await appReady(page);
  const figures = page.locator('.checkout-summary__row dd');
  await expect(figures.last()).toContainText(/^Rs\. \d{2},\d{3}(\.\d{2})?\/-$/);
  for (const figure of await figures.all()) {
    expect(await lineCount(figure), `"${await figure.textContent()}" wraps`).toBe(1);
  }
});

/**
 * Scrolls a button as far clear of the screen's edges as the page allows and waits until it has stopped moving
 * (a rail snaps to its cards after a scroll, and rails above fill in as their pieces load) and a tap at its
 * centre reaches it.
 */
async function scrollStillAndReachable(button: Locator, name: string) {
  await button.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));
  let previous = '';
  const settled = async () => {
    const now = await button.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = element.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2));
      return JSON.stringify([Math.round(rect.top), Math.round(rect.left), hit]);
    });
    const still = now === previous && now.endsWith('true]');
    previous = now;
    return still;
  };
  await expect
    .poll(settled, { message: `${name} is still and a tap reaches it`, intervals: [50], timeout: 5000 })
    .toBe(true);
}

async function everyAddToCartCanBeTapped(page: Page) {
  await page.setViewportSize(PHONE);
  await page.goto('/store');
  // A tap before the app has hydrated the server's page does nothing (there is no script yet).
  await appReady(page);
  const toggle = page.locator('summary', { hasText: 'Filter Products' });
  await expect(toggle).toBeVisible();
  const buttons = page.getByRole('button', { name: 'Add to Cart', exact: true });
  await expect(buttons.first()).toBeVisible();
  const count = await buttons.count();
  expect(count).toBeGreaterThan(5);
  let lastEnabled = -1;
  for (let index = 0; index < count; index += 1) {
    const button = buttons.nth(index);
    if (await button.isEnabled()) lastEnabled = index;
    await scrollStillAndReachable(button, `Add to Cart #${index + 1}`);
    const [buttonBox, toggleBox] = [await button.boundingBox(), await toggle.boundingBox()];
    const overlaps =
      !!buttonBox &&
      !!toggleBox &&
      buttonBox.x < toggleBox.x + toggleBox.width &&
      toggleBox.x < buttonBox.x + buttonBox.width &&
      buttonBox.y < toggleBox.y + toggleBox.height &&
      toggleBox.y < buttonBox.y + buttonBox.height;
    expect(overlaps, `Add to Cart #${index + 1} stays under the filter button`).toBe(false);
  }
  // The last card on sale, scrolled as far as the page goes, takes a real tap (a tap taken mid-scroll landed
  // on the card's link and opened the product page instead).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = buttons.nth(lastEnabled);
  await scrollStillAndReachable(last, 'the last Add to Cart');
  const box = (await last.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
}

test("on a 390 px phone the floating filter button never hides a card's Add to Cart", async ({ page }) => {
  await everyAddToCartCanBeTapped(page);
});
