import { expect, test, type Page } from '../support/test';
import { createShopper, signIn } from '../support/auth';
import { appReady, go, waitForContent } from '../support/routes';

interface Focused {
  name: string;
  tag: string;
  visible: boolean;
}

/** What has focus: its accessible-ish name, and whether a focus indicator (outline or box-shadow) shows. */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const shows = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (node === element && style.boxShadow !== 'none');
    };
    // A card shows the ring around itself while its name link has focus (:focus-within).
    let visible = shows(element);
    for (let node = element.parentElement, depth = 0; !visible && node && depth < 4; depth += 1) {
      visible = node.matches(':focus-within') && shows(node);
      node = node.parentElement;
    }
    const label =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement
        ? element.labels?.[0]?.textContent
        : element.textContent);
    return { name: (label ?? '').trim(), tag: element.tagName.toLowerCase(), visible };
  });
}

/** Presses Tab (or Shift+Tab) until a control whose name matches has focus; every stop must show focus. */
async function tabTo(page: Page, name: RegExp, { back = false, max = 80 } = {}): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (!now) continue;
    expect(now.visible, `focus is not visible on <${now.tag}> "${now.name}"`).toBe(true);
    if (name.test(now.name)) return;
  }
  throw new Error(`No control named ${name} within ${max} Tab presses`);
}

async function typeInto(page: Page, label: RegExp, text: string) {
  await tabTo(page, label);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test('a shopper buys a piece from /store to the payment page with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await appReady(page);
  await signIn(page, await createShopper());
  // Sign-in goes home after 1.5 s; start from there.
  await expect(page).toHaveURL('http://localhost:3000/');

  await go(page, '/store');
  await waitForContent(page);
  // The route change moved focus to the page's heading.
  await expect(page.locator('main h1')).toBeFocused();

  // The first product in stock, through the cards.
  for (let step = 0; ; step += 1) {
    await tabTo(page, /.+/);
    const inStock = await page.evaluate(() => {
      const element = document.activeElement;
      return (
        element?.classList.contains('catalog-card__link') === true &&
        !element.closest('.catalog-card')?.classList.contains('catalog-card--sold-out')
      );
    });
    if (inStock) break;
    expect(step).toBeLessThan(60);
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  await waitForContent(page);
  await expect(page.locator('main h1')).toBeFocused();

  // The gallery's fullscreen viewer opens, steps with the arrow keys and closes with Escape.
  await tabTo(page, /in fullscreen$/);
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await tabTo(page, /^Increase quantity$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await tabTo(page, /^Buy Now$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await waitForContent(page);

  await typeInto(page, /^First Name/, 'Asha');
  await typeInto(page, /^Last Name/, 'Rao');
  await typeInto(page, /^Phone/, '9876543210');
  await typeInto(page, /^Address/, '12 Potters Lane');
  await typeInto(page, /^City/, 'Pune');
  await typeInto(page, /^State/, 'Maharashtra');
  await typeInto(page, /^PIN Code/, '411001');
  await tabTo(page, /^Place Order$/);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/payment\/redirect$/);
  await waitForContent(page);
  await tabTo(page, /^Proceed to Payment Now$/);
  await page.keyboard.press('Enter');
  await page.waitForURL(/localhost:4000\/sandbox\/pay\//, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Success' })).toBeVisible();
});

test('the skip link, the mobile menu and the profile menu work from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await appReady(page);
  await signIn(page, await createShopper());
  // Sign-in goes home after 1.5 s; start from there.
  await expect(page).toHaveURL('http://localhost:3000/');

  // Skip link: the first Tab stop, visible when focused, and it lands in main.
  // A fresh load (the session survives it) starts the Tab order at the top of the document.
  await page.goto('/');
  await appReady(page);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // Mobile menu: focus moves in and is trapped, Escape closes it and focus returns to the toggle.
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  // Profile menu (a menu button): ArrowDown opens it on the first item, arrows move, Escape returns.
  const profile = page.getByRole('button', { name: 'Profile menu' });
  await profile.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Orders' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(profile).toBeFocused();
});
