import { expect, test, type Page } from '../support/test';
import { appReady } from '../support/app';
import { purchaseButton } from '../support/checkout';
import { openSite } from '../support/routes';
import { BOWL } from '../support/seeded';

/**
 * The shop in Hindi and English (issue 57, decision 102): Hindi under /hi for every route, the same page in the other
 * language one tap away in the navbar and the footer, the cart kept, and the choice remembered for the next visit.
 * The shell's own words are Hindi there; the pages of the remotes are still English.
 */

const hindiNavbar = (page: Page) => page.getByRole('navigation', { name: 'मुख्य' });
const englishNavbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('on a product page the shopper switches to Hindi and back, keeps the cart, and a later visit opens in the language chosen', async ({
  page,
}) => {
  await openSite(page, `/product/${BOWL.id}`);
  await purchaseButton(page, BOWL.id).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

  await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/product/${BOWL.id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(hindiNavbar(page).getByRole('link', { name: 'दुकान', exact: true })).toBeVisible();
  await expect(hindiNavbar(page).getByRole('link', { name: 'कार्यशालाएँ', exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'ग्राहक सेवा' })).toBeVisible();
  // The same piece, and the cart as it was.
  await expect(page.getByRole('heading', { level: 1, name: BOWL.name })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // Search engines are told where each language's page is.
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    `${origin}/product/${BOWL.id}`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${origin}/product/${BOWL.id}`,
  );

  // Moving on inside the app stays in Hindi.
  await appReady(page);
  await hindiNavbar(page).getByRole('link', { name: 'दुकान', exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/store$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  // A later visit that starts at the home page opens in Hindi.
  await page.goto('/');
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(hindiNavbar(page).getByRole('link', { name: 'मुखपृष्ठ', exact: true })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Back to English from the footer, and the next visit stays there.
  await appReady(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(englishNavbar(page).getByRole('link', { name: 'Store', exact: true })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto(`/product/${BOWL.id}`);
  await expect(page).toHaveURL(new RegExp(`:\\d+/product/${BOWL.id}$`));
  await page.goto('/');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(englishNavbar(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
});

test('a path under /hi that does not exist gets the Hindi not-found page; an unknown prefix the English one', async ({
  page,
}) => {
  const hindi = await page.goto('/hi/no-such-page');
  expect(hindi?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'पृष्ठ नहीं मिला' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'दुकान देखें' })).toHaveAttribute('href', '/hi/store');

  const unknown = await page.goto('/fr/store');
  expect(unknown?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});
