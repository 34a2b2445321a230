import { expect, test, type Page } from '../support/test';
import { layoutShift } from '../support/layout-shift';
import { openSite } from '../support/routes';
import { BOWL } from '../support/seeded';

/**
 * The one-line offer of a page in Hindi (issue 57, decision 127): an English page offers the same page in Hindi to
 * a browser that asks for Hindi before English, once; never a redirect, and nothing that moves the page.
 */

const offer = (page: Page) => page.getByRole('complementary', { name: 'भाषा' });

test.describe('a browser that asks for Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('is offered the product page in Hindi, without a jump, and a tap on the offer opens it and is remembered', async ({
    page,
  }) => {
    await openSite(page, `/product/${BOWL.id}`);
    // The document is the English one everyone gets: nothing was redirected.
    await expect(page).toHaveURL(new RegExp(`/product/${BOWL.id}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(offer(page)).toBeVisible();
    await expect(offer(page)).toHaveText(/यह दुकान हिन्दी में भी है।/);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

    await offer(page).getByRole('link', { name: 'हिन्दी में देखें' }).click();
    await expect(page).toHaveURL(new RegExp(`/hi/product/${BOWL.id}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: BOWL.name })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
    // Remembered as the switch's choice: the next visit to the home page opens in Hindi.
    await page.goto('/');
    await expect(page).toHaveURL(/\/hi$/);
  });

  test('declined, it goes and is not made again on the next page', async ({ page }) => {
    await openSite(page, '/store');
    await offer(page).getByRole('button', { name: 'नहीं, धन्यवाद' }).click();
    await expect(offer(page)).toHaveCount(0);
    await openSite(page, '/workshops');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    // The app has run its effects by the time its page shows; the offer would have been asked for with them.
    await page.waitForLoadState('networkidle');
    await expect(offer(page)).toHaveCount(0);
  });
});

test.describe('a browser that asks for English', () => {
  test.use({ locale: 'en-IN' });

  test('is offered nothing', async ({ page }) => {
    await openSite(page, '/store');
    await page.waitForLoadState('networkidle');
    await expect(offer(page)).toHaveCount(0);
  });
});
