import { expect, test, type Page } from '../support/test';
import { createShopper } from '../support/auth';
import { purchaseButton } from '../support/checkout';
import { BOWL } from '../support/seeded';
import { realIds, type RouteIds } from '../support/routes';
import { ROUTE_TABLE, type RouteFact } from '../../shell/src/app/route-table';

/**
 * Every route answers something useful without scripts (issue 53, decision 067): the site's frame always (the
 * navbar's links, the footer), the pages the server renders in full, and in the place of a page that needs the
 * app a line that says so, with links onward. The controls only the app answers are not shown.
 */

test.use({ javaScriptEnabled: false });

/** The line in the place of a page the browser renders (shell/src/server/frame-only-view.tsx). */
const NEEDS_THE_APP = 'This page needs JavaScript. It opens here once the shop’s scripts have loaded.';

/** A path of every route of the route table, with real ids; `*` as a path no route matches. */
function pathOf(route: RouteFact, ids: RouteIds): string {
  if (route.path === '*') return '/no-such-page';
  const id = route.path.startsWith('/admin/orders/')
    ? ids.order
    : route.path.includes('/product')
      ? ids.product
      : ids.workshop;
  return route.path.replace(':id', id);
}

/** The frame: the navbar's links and the footer, each visible. */
async function expectFrame(page: Page, path: string): Promise<void> {
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Store', exact: true }), path).toBeVisible();
  await expect(main.getByRole('link', { name: 'Workshops', exact: true }), path).toBeVisible();
  await expect(page.getByRole('contentinfo'), path).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }), path).toBeVisible();
  await expect(page.getByTestId('startup-overlay'), path).toBeHidden();
}

test('every route of the route table shows the frame and a heading, and a page that needs the app says so', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ids = await realIds(await createShopper());
  for (const route of ROUTE_TABLE) {
    const path = pathOf(route, ids);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(route.path === '*' ? 404 : 200);
    await expectFrame(page, path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    if (route.serverRendered) {
      await expect(page.getByText(NEEDS_THE_APP), path).toHaveCount(0);
    } else {
      await expect(page.getByRole('main').getByText(NEEDS_THE_APP), path).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Browse the Store' }), path).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' }), path).toBeVisible();
    }
  }
});

test('a page that needs the app links onward, and its links work', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Browse the Store' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
});

test('the FAQ is there in full: every answer opens without scripts, one at a time', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  const returns = page.locator('details').filter({ hasText: 'What is your return policy?' });
  const cancel = page.locator('details').filter({ hasText: 'Can I cancel a workshop booking?' });
  await expect(returns.getByText('within 7 days of delivery')).toBeHidden();
  await returns.getByText('What is your return policy?').click();
  await expect(returns.getByText('within 7 days of delivery')).toBeVisible();
  await cancel.getByText('Can I cancel a workshop booking?').click();
  await expect(cancel.getByText('3-6 days before for a 50% refund')).toBeVisible();
  await expect(returns.getByText('within 7 days of delivery')).toBeHidden();
  await expect(page.getByRole('heading', { name: "Can't find what you're looking for?" })).toBeVisible();
});

test('the product page shows nothing that does nothing: ← Back is a link to its category, no Share, and the photo opens no viewer', async ({
  page,
}) => {
  await page.goto(`/product/${BOWL.id}`);
  await expect(page.getByRole('heading', { level: 1, name: BOWL.name })).toBeVisible();
  // The photo is there; opening it fullscreen and sharing are the app's (its viewer, the share sheet).
  await expect(page.getByRole('img', { name: new RegExp(`^${BOWL.name}, view 1 of \\d+$`) })).toBeVisible();
  await expect(page.getByRole('button', { name: /in fullscreen$/ })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeHidden();
  // Only the app can go back a page: without it, ← Back is a link to the piece's category of the store.
  await expect(page.getByRole('button', { name: '← Back' })).toHaveCount(0);
  await page.getByRole('link', { name: '← Back' }).click();
  await expect(page).toHaveURL(/\/store\?category=Bowls$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
});

test("the workshops' slideshow shows its first photo and no arrow, dot or pause, which only the app moves", async ({
  page,
}) => {
  await page.goto('/workshops');
  const hero = page.getByRole('region', { name: 'Workshop highlights' });
  await expect(hero.getByRole('img')).toBeVisible();
  await expect(hero.getByRole('button')).toHaveCount(0);
});

test('the product page shows no control that needs the app: no − and +, no delivery Check; the quantity takes typing', async ({
  page,
}) => {
  await page.goto(`/product/${BOWL.id}`);
  await expect(page.getByRole('heading', { level: 1, name: BOWL.name })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Delivery' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Check', exact: true })).toBeHidden();
  await expect(purchaseButton(page, BOWL.id)).toBeVisible();

  // The cart with that piece: its quantity and Remove are forms; Quick Order, which needs the app, is not shown.
  await purchaseButton(page, BOWL.id).click();
  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Items in your cart' })).toContainText(BOWL.name);
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quick Order (Cash on Delivery)' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Delivery' })).toBeHidden();
});
