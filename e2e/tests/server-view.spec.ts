import { expect, test, type Page } from '@playwright/test';
import { watchForEver } from '../support/ever-shown';
import { API, appReady } from '../support/routes';

interface Product {
  id: string;
  name: string;
  price: number;
  stock?: number | string | null;
}

async function read<T>(path: string): Promise<T> {
  return (await (await fetch(`${API}${path}`)).json()) as T;
}

const rupees = (price: number) => `Rs. ${price.toLocaleString('en-IN')}/-`;

test.describe('without JavaScript, the first view arrives as HTML', () => {
  test.use({ javaScriptEnabled: false });

  test('the store and a product page show the API’s products and prices; their controls wait', async ({ page }) => {
    const [product] = await read<Product[]>('/products');
    await page.goto('/store');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const card = page.getByTestId('product-card').filter({ hasText: product!.name }).first();
    await expect(card).toContainText(rupees(product!.price));

    await page.goto(`/product/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(rupees(product!.price));
    await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeDisabled();
    // Links are plain links: they work before the app does.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workshops' }).click();
    await expect(page).toHaveURL(/\/workshops$/);
    const [workshop] = await read<{ name: string }[]>('/workshops');
    await expect(page.getByTestId('workshop-card').filter({ hasText: workshop!.name }).first()).toBeVisible();
  });

  test('the cart page shows the guest cart its cookie carries; checkout is left to the browser', async ({
    page,
    context,
  }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toBeVisible();

    const [product] = await read<Product[]>('/products');
    const line = { id: product!.id, name: product!.name, price: product!.price, imageUrl: '/x.svg', quantity: 2 };
    const value = encodeURIComponent(JSON.stringify([line]));
    await context.addCookies([{ name: 'mitti_cart', value, url: 'http://localhost:3000' }]);
    await page.goto('/cart');
    const items = page.getByRole('region', { name: 'Items in your cart' });
    await expect(items).toContainText(product!.name);
    await expect(page.getByRole('main')).toContainText(rupees(product!.price * 2));
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByRole('button', { name: 'Quick Order (Cash on Delivery)' })).toBeDisabled();

    await page.goto('/checkout');
    await expect(page.getByRole('main')).toHaveCount(0);
    await expect(page.getByText('Loading Mitti Studio...')).toBeVisible();
  });
});

test('every page the server can render comes with its server view; the others go out plain', async ({ request }) => {
  const [product] = await read<Product[]>('/products');
  const [workshop] = await read<{ id: string }[]>('/workshops');
  const paths = [
    '/',
    '/store',
    '/store?q=terracotta',
    `/product/${product!.id}`,
    '/workshops',
    `/workshop/${workshop!.id}`,
    '/cart',
  ];
  for (const path of [...paths, '/our-story', '/contact', '/shipping', '/terms', '/privacy']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<fieldset class="server-view" disabled>');
    expect(html, path).toContain('<main id="main"');
    expect(html, path).not.toContain('class="remote-loading"');
  }
  for (const path of ['/checkout', '/login', '/orders']) {
    expect(await (await request.get(path)).text(), path).not.toContain('<fieldset class="server-view"');
  }
  // A cart too large for its cookie is the browser's to show.
  const tooLarge = await request.get('/cart', { headers: { cookie: 'mitti_cart=browser' } });
  expect(await tooLarge.text()).not.toContain('<fieldset class="server-view"');
});

/** Records whether a loading state ever entered the page, from the first byte of the document on. */
const watchForLoadingStates = (page: Page) =>
  watchForEver(page, { selector: '.remote-loading, .page-status[role="status"]' });

test('the app takes over a server-rendered page without a loading state, and its controls work', async ({ page }) => {
  const [product] = (await read<Product[]>('/products')).filter((p) => Number(p.stock ?? 1) > 0);
  const sawLoading = await watchForLoadingStates(page);
  await page.goto(`/product/${product!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  await appReady(page);
  expect(await sawLoading()).toBe(false);

  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test("a guest's cart is in the first view of the cart page, and the app takes it over as it is", async ({ page }) => {
  const [product] = (await read<Product[]>('/products')).filter((p) => Number(p.stock ?? 1) > 0);
  await page.goto(`/product/${product!.id}`);
  await appReady(page);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  const sawLoading = await watchForLoadingStates(page);
  const response = await page.goto('/cart');
  const firstView = (await response!.text()).split('<fieldset class="server-view" disabled>')[1] ?? '';
  expect(firstView).toContain(product!.name);
  expect(firstView).toContain('cart-count">1<');
  await appReady(page);
  expect(await sawLoading()).toBe(false);
  await expect(page.getByRole('region', { name: 'Items in your cart' })).toContainText(product!.name);

  // The cookie goes with the last line: the next first view is an empty cart.
  await page.getByRole('button', { name: `Remove ${product!.name}` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  const emptied = await (await page.goto('/cart'))!.text();
  expect(emptied).toContain('Your cart is empty');
  expect(emptied).not.toContain(product!.name);
});
