import { expect, test, type Browser, type Page } from '../support/test';
import { createShopper, signIn } from '../support/auth';
import { purchaseButton } from '../support/checkout';
import { cookieCart, holdAppScript } from '../support/first-paint';
import { BOWL } from '../support/seeded';
import { API, accountCartLines, appReady, ordersOf } from '../support/routes';
import { FORM_ACTIONS } from '../../shared/src/forms/form-actions';

/**
 * The first actions work before the app does (decision 035, first-paint.spec.ts); here, across the moment the
 * app takes them over: a tap is one thing, done once, by the server's form or by the app, never both.
 */

test.describe('around the moment the app takes over', () => {
  /**
   * Opens the product page on a phone's CPU (6x slower), so the app takes over late enough to tap before it.
   * The CPU is slowed once the document is on its way: Chromium slows a page by spinning on this machine's
   * own cores, and on two of them that would starve the servers rendering the document (a phone and the shop's
   * servers share no CPU). `visit` makes the address the sweep's own, so the document is rendered for it and
   * not one another visitor's slowed page left in the document cache.
   */
  async function openOnSlowPhone(page: Page, visit: string) {
    const response = await page.goto(`/product/${BOWL.id}?visit=${encodeURIComponent(visit)}`, {
      waitUntil: 'commit',
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    return response!;
  }

  /**
   * Taps the product page's Add to Cart `delayMs` after it shows (or once the app runs): which path answered
   * it, and that the cart holds the piece once.
   */
  async function tapAfter(browser: Browser, delayMs: number | 'the scripts come' | 'the app runs') {
    const context = await browser.newContext();
    const page = await context.newPage();
    // 'the scripts come': the shell's entry script is held back until the tap is made.
    const release = delayMs === 'the scripts come' ? await holdAppScript(page) : () => undefined;
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === FORM_ACTIONS.cart.path) posted += 1;
    });
    const response = await openOnSlowPhone(page, String(delayMs));
    if (delayMs === 'the scripts come') {
      // Before its scripts, only the server's first view has the button to tap.
      expect(await response.text(), 'the document has its server-rendered Add to Cart').toContain(
        `name="productId" value="${BOWL.id}"`,
      );
    }
    const addToCart = purchaseButton(page, BOWL.id);
    await addToCart.waitFor({ state: 'visible', timeout: 30_000 });
    if (delayMs === 'the app runs') await appReady(page);
    else if (typeof delayMs === 'number') await page.waitForTimeout(delayMs);
    await addToCart.click();
    release();
    await appReady(page);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect.poll(() => cookieCart(context)).toMatchObject([{ id: BOWL.id, quantity: 1 }]);
    await context.close();
    return posted === 1 ? 'the form' : posted === 0 ? 'the app' : `${posted} posts`;
  }

  test('a tap at any moment around the takeover is counted once, by the form or by the app, never both', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const paths: string[] = [];
    for (const delayMs of ['the scripts come', 0, 300, 900, 2000, 'the app runs'] as const) {
      paths.push(await tapAfter(browser, delayMs));
    }
    expect(
      paths.every((path) => path === 'the form' || path === 'the app'),
      paths.join(', '),
    ).toBe(true);
    // The sweep crosses the takeover: a tap before the scripts is the form's, one after the app runs the app's.
    expect(paths[0]).toBe('the form');
    expect(paths.at(-1)).toBe('the app');
  });

  test("the quantity's + steps once at any moment around the takeover, and the app adds what it shows", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const steps: string[] = [];
    for (const delayMs of ['the scripts come', 0, 300, 900, 'the app runs'] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const release = delayMs === 'the scripts come' ? await holdAppScript(page) : () => undefined;
      await openOnSlowPhone(page, `stepper-${delayMs}`);
      const more = page.getByRole('button', { name: 'Increase quantity' });
      await more.waitFor({ state: 'visible', timeout: 30_000 });
      if (delayMs === 'the app runs') await appReady(page);
      else if (typeof delayMs === 'number') await page.waitForTimeout(delayMs);
      await more.click();
      if (delayMs === 'the scripts come') await more.click();
      release();
      await appReady(page);
      const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
      steps.push(`${delayMs}: ${await quantity.inputValue()}`);
      if (delayMs === 'the scripts come') {
        // Stepped before the app: the app takes the 3 over, steps from it and adds it.
        await expect(quantity).toHaveValue('3');
        await page.getByRole('button', { name: 'Decrease quantity' }).click();
        await expect(quantity).toHaveValue('2');
        await purchaseButton(page, BOWL.id).click();
        await expect(page.getByTestId('cart-count')).toHaveText('1');
        await expect.poll(() => cookieCart(context)).toMatchObject([{ id: BOWL.id, quantity: 2 }]);
      }
      await context.close();
    }
    expect(steps).toEqual(['the scripts come: 3', '0: 2', '300: 2', '900: 2', 'the app runs: 2']);
  });

  test('the page stays where the shopper scrolled it before the app took over', async ({ page }) => {
    // A phone: Add to Cart is below the fold. The app's entry script is held back while the shopper scrolls.
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdAppScript(page);
    await page.goto(`/product/${BOWL.id}`, { waitUntil: 'commit' });
    const addToCart = purchaseButton(page, BOWL.id);
    await addToCart.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled, 'Add to Cart is below the fold').toBeGreaterThan(0);
    release();
    await appReady(page);
    await expect(addToCart).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test("Share, the photo's fullscreen and the slideshow's controls come with the app, in room kept for them", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    const release = await holdAppScript(page);
    await page.goto(`/product/${BOWL.id}`, { waitUntil: 'commit' });
    const addToCart = purchaseButton(page, BOWL.id);
    const share = page.getByRole('button', { name: 'Share', exact: true });
    const fullscreen = page.getByRole('button', { name: /in fullscreen$/ });
    await addToCart.waitFor({ state: 'visible' });
    // Before the app they would do nothing: not shown, their room kept.
    await expect(share).toBeHidden();
    await expect(fullscreen).toBeHidden();
    await page.evaluate(() => document.fonts.ready);
    const before = await addToCart.boundingBox();
    release();
    await appReady(page);
    await expect(share).toBeVisible();
    await expect(fullscreen).toBeVisible();
    expect(await addToCart.boundingBox(), 'Add to Cart stays where it was').toEqual(before);

    const releaseWorkshops = await holdAppScript(page);
    await page.goto('/workshops', { waitUntil: 'commit' });
    const hero = page.getByRole('region', { name: 'Workshop highlights' });
    await hero.getByRole('img').waitFor({ state: 'visible' });
    await expect(hero.getByRole('button')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    const heroBefore = await hero.boundingBox();
    releaseWorkshops();
    await appReady(page);
    await expect(hero.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(hero.getByRole('button', { name: /^Show slide / })).toHaveCount(3);
    expect(await hero.boundingBox(), 'the slideshow stays the size it was').toEqual(heroBefore);
  });

  test('the filter panel opened before the app took over closes with Escape, × and its backdrop', async ({ page }) => {
    const release = await holdAppScript(page);
    await page.goto('/store', { waitUntil: 'commit' });
    const open = page.locator('summary', { hasText: 'Filter Products' });
    const panel = page.getByRole('dialog', { name: 'Filter Products' });
    const reopened = async () => {
      await open.click();
      await expect(panel).toBeVisible();
    };
    await reopened();
    release();
    await appReady(page);
    await expect(panel).toBeVisible();
    // The app has taken the open panel over once it moves the keyboard into it (its first control, ×); an Escape
    // before that reached the page's Filter button, outside the panel, on a loaded CI machine.
    await expect(panel.getByRole('link', { name: 'Close filters' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    // Opened by the app, the panel has the keyboard: a backdrop click before that (the clean-clone run of a37ce7e)
    // left it open, likely racing the panel's own toggle event; no person clicks within milliseconds of a tap.
    const reopenedByApp = async () => {
      await reopened();
      await expect(panel.getByRole('link', { name: 'Close filters' })).toBeFocused();
    };
    await reopenedByApp();
    await panel.getByRole('link', { name: 'Close filters' }).click();
    await expect(panel).toBeHidden();
    await reopenedByApp();
    await page.mouse.click(5, 5);
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/store$/);
  });

  test("once the app runs, the cart's quantity applies as it is typed, with no Update button", async ({ page }) => {
    await page.goto(`/product/${BOWL.id}`);
    await appReady(page);
    await purchaseButton(page, BOWL.id).click();
    await page.goto('/cart');
    await appReady(page);
    await expect(page.getByRole('button', { name: 'Update' })).toBeHidden();
    await page.getByLabel(`Quantity for ${BOWL.name}`).fill('2');
    await expect.poll(() => cookieCart(page.context())).toMatchObject([{ id: BOWL.id, quantity: 2 }]);
  });

  test('two taps around the takeover are two pieces', async ({ page }) => {
    await openOnSlowPhone(page, 'two taps');
    const addToCart = purchaseButton(page, BOWL.id);
    await addToCart.waitFor({ state: 'visible' });
    await addToCart.click();
    await addToCart.click();
    await appReady(page);
    await expect.poll(() => cookieCart(page.context())).toMatchObject([{ id: BOWL.id, quantity: 2 }]);
  });

  test("a signed-in shopper's tap before the app knows the account joins the account's cart", async ({ page }) => {
    const shopper = await createShopper();
    await signIn(page, shopper);
    // The app's scripts do not arrive for this page: the tap is the plain form's.
    await page.route('**/main.js', (route) => route.abort());
    await page.goto(`/product/${BOWL.id}`);
    await purchaseButton(page, BOWL.id).click();
    await expect(page.getByRole('status').filter({ hasText: `${BOWL.name} added to cart` })).toBeVisible();
    await page.unroute('**/main.js');
    await page.reload();
    await appReady(page);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect.poll(() => accountCartLines(shopper)).toMatchObject([{ id: BOWL.id, quantity: 1 }]);
    expect(await cookieCart(page.context())).toEqual([]);
  });

  test("a piece added while the account's cart still loads is in the cart on the next page, even if left at once", async ({
    page,
  }) => {
    const shopper = await createShopper();
    await signIn(page, shopper);
    // On the product page the account's cart never comes: the tap waits for it, and the shopper leaves.
    await page.route(`**/api/documents/carts/${shopper.uid}/load`, async (route) => {
      if (!route.request().frame().url().includes('/product/')) await route.continue();
    });
    await page.goto(`/product/${BOWL.id}`);
    await appReady(page);
    await purchaseButton(page, BOWL.id).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto('/cart');
    await appReady(page);
    await expect(page.getByLabel(`Quantity for ${BOWL.name}`)).toHaveValue('1');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect.poll(() => accountCartLines(shopper)).toMatchObject([{ id: BOWL.id, quantity: 1 }]);
  });

  test("Book Now before the app runs opens that class's booking, and books nothing by looking", async ({ page }) => {
    const shopper = await createShopper();
    await signIn(page, shopper);
    const workshop = (await (await fetch(`${API}/workshops/wheel-throwing-for-beginners`)).json()) as { name: string };
    // The app's scripts are held back: the tap is the plain form's, and the booking's page waits for them too.
    const release = await holdAppScript(page);
    await page.goto('/workshop/wheel-throwing-for-beginners', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/checkout\?workshop=wheel-throwing-for-beginners$/);
    release();
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Workshop Booking' })).toBeVisible();
    await expect(page.getByText(`${workshop.name} × 1`)).toBeVisible();
    await expect(page.getByText('Place Order holds your seat for 30 minutes while you pay.')).toBeVisible();
    await expect(page.getByLabel('Address')).toHaveCount(0);
    expect(await ordersOf(shopper)).toEqual([]);

    // A reload keeps the booking.
    await page.reload();
    await appReady(page);
    await expect(page.getByText(`${workshop.name} × 1`)).toBeVisible();
  });
});
