import { expect, test } from '../support/test';
import { createShopper, signIn } from '../support/auth';
import { API, appReady, go } from '../support/routes';

interface ApiProduct {
  id: string;
  name: string;
  stock: number;
}

async function products(): Promise<ApiProduct[]> {
  return (await (await fetch(`${API}/products`)).json()) as ApiProduct[];
}

// The site's start script may serve the pages a moment before the API listens.
test.beforeAll(async () => {
  await expect
    .poll(async () => (await fetch(`${API}/health`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
});

test('issue 19 item 5: the cart caps a typed quantity at the stock, and a sold-out wishlist piece cannot be added', async ({
  page,
}) => {
  const catalogue = await products();
  // Seeded: several pieces with stock 0, and pieces with a few in stock.
  const soldOut = catalogue.find((product) => product.stock === 0);
  const inStock = catalogue.find((product) => product.stock >= 3 && product.stock < 100);
  expect(soldOut, 'a seeded product with stock 0').toBeTruthy();
  expect(inStock, 'a seeded product with a few in stock').toBeTruthy();

  const shopper = await createShopper();
  await signIn(page, shopper);
  const cartCount = page.getByTestId('cart-count');

  // Typing 999 in the cart leaves the stock and says so.
  await page.goto(`/product/${inStock!.id}`);
  await appReady(page);
  // The piece's own button, not those of the related pieces below it.
  await page.locator('.catalog-purchase').getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(cartCount).toHaveText('1');
  await go(page, '/cart');
  const quantity = page.getByLabel(`Quantity for ${inStock!.name}`);
  await expect(quantity).toHaveAttribute('max', String(inStock!.stock));
  await quantity.fill('999');
  await expect(quantity).toHaveValue(String(inStock!.stock));
  await expect(page.getByText(`Only ${inStock!.stock} in stock`)).toBeVisible();
  await quantity.blur();
  await expect(quantity).toHaveValue(String(inStock!.stock));
  await expect(page.getByText('Line total:')).toBeVisible();

  // A sold-out piece saved to the wishlist says Out of Stock there, and its Add to Cart does nothing.
  await page.goto(`/product/${soldOut!.id}`);
  await appReady(page);
  await page.getByRole('button', { name: `Add ${soldOut!.name} to wishlist` }).click();
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wishlist' }).click();
  const item = page.getByTestId('wishlist-item');
  await expect(item).toContainText(soldOut!.name);
  await expect(item.getByText('Out of Stock')).toBeVisible();
  const add = item.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeDisabled();
  await add.click({ force: true });
  await expect(cartCount).toHaveText('1');
  await go(page, '/cart');
  await expect(page.getByRole('region', { name: 'Items in your cart' }).getByText(soldOut!.name)).toHaveCount(0);
  await expect(page.getByLabel(`Quantity for ${inStock!.name}`)).toHaveValue(String(inStock!.stock));
});
