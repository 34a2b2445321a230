import { expect, test } from '../support/test';
import { appReady, openSite, waitForContent } from '../support/routes';

test('navbar search: suggestions, Enter to the store, reload, Back/Forward and the chip', async ({ page }) => {
  await openSite(page);
  const box = page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Search products' });
  await box.fill('terracotta');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' }).first();
  await expect(suggestions).toBeVisible();
  const options = suggestions.getByRole('option');
  await expect(options.first()).toContainText(/terracotta/i);
  expect(await options.count()).toBeLessThanOrEqual(5);
  await expect(box).toHaveAttribute('aria-expanded', 'true');

  await box.press('Enter');
  await expect(page).toHaveURL(/\/store\?q=terracotta$/);
  await waitForContent(page);
  const chip = page.getByRole('link', { name: 'Remove filter Search: "terracotta"' });
  await expect(chip).toBeVisible();
  await expect(page.getByRole('heading', { name: /^FILTERED RESULTS \(\d+\)$/ })).toBeVisible();
  const names = await page
    .getByTestId('product-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
  expect(names.length).toBeGreaterThanOrEqual(3);
  expect(names[0]).toMatch(/terracotta/i);

  await page.reload();
  await appReady(page);
  await expect(chip).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toHaveAttribute('aria-label', names[0]!);

  await chip.click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('heading', { name: 'LATEST ARRIVALS' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/store\?q=terracotta$/);
  await expect(chip).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/store$/);
  await expect(chip).toBeHidden();
});

test('arrow keys and Enter pick a suggestion and open the product', async ({ page }) => {
  await openSite(page);
  const box = page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Search products' });
  await box.focus();
  await page.keyboard.type('forest gr');
  const option = page.getByRole('option', { name: /Forest Green Mug/ });
  await expect(option).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/forest-green-mug$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forest Green Mug' })).toBeFocused();
});

test('a search with no match says so and offers Clear Filters', async ({ page }) => {
  await openSite(page, '/store?q=zebra');
  await expect(page.getByText('No products match "zebra".')).toBeVisible();
  await page.getByRole('link', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/store$/);
});

test('the mobile menu has the search box too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSite(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('combobox', { name: 'Search products' }).fill('vase');
  await menu.getByRole('combobox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(/\/store\?q=vase$/);
  await expect(menu).toBeHidden();
});
