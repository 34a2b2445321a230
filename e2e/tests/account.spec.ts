import sharp from 'sharp';
import { expect, test, type Locator, type Page } from '../support/test';
import { shippingAddress } from '../../server/src/test/shipping-address';
import { createShopper, signIn, signOut, type Shopper } from '../support/auth';
import { API, appReady, idToken } from '../support/routes';

interface ApiProduct {
  id: string;
  name: string;
  stock: number;
}

async function productsInStock(count: number): Promise<ApiProduct[]> {
  const products = (await (await fetch(`${API}/products`)).json()) as ApiProduct[];
  return products.filter((product) => product.stock > 2).slice(0, count);
}

/** Places an order through the API with the shopper's own token, as checkout would. */
async function placeOrder(shopper: Shopper, productId: string): Promise<{ id: string; orderNumber: string }> {
  const response = await fetch(`${API}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await idToken(shopper)}` },
    body: JSON.stringify({ items: [{ id: productId, quantity: 1 }], shippingAddress }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; orderNumber: string };
}

const cartCount = (page: Page) => page.getByTestId('cart-count');

// The site's start script may serve the pages a moment before the API listens.
test.beforeAll(async () => {
  await expect
    .poll(async () => (await fetch(`${API}/health`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
});

test('a signed-in shopper sees their orders and can cancel one before it ships', async ({ page }) => {
  const shopper = await createShopper();
  const [product] = await productsInStock(1);
  const order = await placeOrder(shopper, product!.id);

  await signIn(page, shopper);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const card = page.getByRole('article', { name: `Order #${order.orderNumber}` });
  await expect(card).toContainText(product!.name);
  await expect(card).toContainText('Placed on');
  await expect(card).not.toContainText('N/A');

  await card.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason for cancelling').fill('Ordered the wrong colour');
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(card).toContainText('Cancellation reason: Ordered the wrong colour');
});

test('the wishlist shows saved pieces, and Add to Cart updates the navbar badge', async ({ page }) => {
  const shopper = await createShopper();
  const [product] = await productsInStock(1);
  await signIn(page, shopper);

  await page.goto(`/product/${product!.id}`);
  // Hydrated, possibly still checking the saved sign-in: the heart waits for the check, then adds.
  await appReady(page);
  await page.getByRole('button', { name: `Add ${product!.name} to wishlist` }).click();
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wishlist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
  const item = page.getByTestId('wishlist-item');
  await expect(item).toContainText(product!.name);
  await expect(cartCount(page)).toHaveText('0');
  await item.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartCount(page)).toHaveText('1');
  await expect(page.getByText(`${product!.name} added to cart`)).toBeVisible();

  // The wishlist is the shopper's own document: it is still there after a reload.
  await page.reload();
  await expect(page.getByTestId('wishlist-item')).toContainText(product!.name);
  await item.getByRole('button', { name: `Remove ${product!.name} from wishlist` }).click();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
});

/** The heart's dark pixels: the 20 px square at the centre of its white round button. */
async function heartInk(heart: Locator): Promise<number> {
  const box = (await heart.boundingBox())!;
  const clip = { x: box.x + box.width / 2 - 10, y: box.y + box.height / 2 - 10, width: 20, height: 20 };
  const { data, info } = await sharp(await heart.page().screenshot({ clip }))
    .raw()
    .toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let at = 0; at < data.length; at += info.channels) {
    if (data[at]! + data[at + 1]! + data[at + 2]! < 3 * 200) ink += 1;
  }
  return ink;
}

test("a card's heart is drawn as an outline, and filled while the piece is in the wishlist", async ({ page }) => {
  const shopper = await createShopper();
  const [product] = await productsInStock(1);
  await signIn(page, shopper);
  await page.goto('/store');
  await appReady(page);
  const card = page.getByRole('article', { name: product!.name }).first();
  const add = card.getByRole('button', { name: `Add ${product!.name} to wishlist` });
  await add.scrollIntoViewIfNeeded();
  const outline = await heartInk(add);
  expect(outline, 'an outlined heart shows').toBeGreaterThan(20);

  await add.click();
  const remove = card.getByRole('button', { name: `Remove ${product!.name} from wishlist` });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(0, 0);
  expect(await heartInk(remove), 'the heart is filled').toBeGreaterThan(outline * 1.5);

  await remove.click();
  await expect(add).toHaveAttribute('aria-pressed', 'false');
  await page.mouse.move(0, 0);
  expect(await heartInk(add), 'the outline again').toBeLessThan(outline * 1.2);
});

test("a heart tapped while the account's wishlist is still loading is kept, and saved", async ({ page }) => {
  const shopper = await createShopper();
  const [product] = await productsInStock(1);
  await signIn(page, shopper);

  // The page's load of the account's wishlist is held back until the heart has been tapped.
  let release: () => void = () => undefined;
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/documents/wishlists/*/load', async (route) => {
    await tapped;
    await route.continue();
  });
  const loading = page.waitForRequest('**/api/documents/wishlists/*/load');
  await page.goto(`/product/${product!.id}`);
  await appReady(page);
  await loading;
  await page.getByRole('button', { name: `Add ${product!.name} to wishlist` }).click();
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/api/documents/wishlists/'),
  );
  const loaded = page.waitForResponse('**/api/documents/wishlists/*/load');
  release();
  await loaded;
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');
  expect((await saved).ok()).toBe(true);

  // Saved in the account: there after a full page load too.
  await page.goto('/wishlist');
  await expect(page.getByTestId('wishlist-item')).toContainText(product!.name);
});

test('a visitor sends a contact message and sees the thank-you', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).fill('Asha Rao');
  await page.getByLabel('Email', { exact: true }).fill('asha@example.in');
  await page.getByLabel('Message', { exact: true }).fill('Do you make custom dinner sets?');
  const posted = page.waitForResponse(
    (response) => response.url().endsWith('/api/contacts') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await posted).status()).toBe(201);
  await expect(page.getByRole('main').getByRole('status')).toContainText('Thank you for your message!');
});

test('the footer newsletter subscribes, and subscribing again is fine', async ({ page }) => {
  await page.goto('/faq');
  const footer = page.locator('footer');
  const email = `news-${Date.now()}@example.in`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (attempt) await page.reload();
    await footer.getByLabel('Newsletter').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText(
      'Thank you! Please check your inbox to confirm your subscription.',
    );
  }
});

test('changing the password in /account lets the shopper sign in with the new one, not the old', async ({ page }) => {
  const shopper = await createShopper();
  const newPassword = 'Glaze-kiln-77!';
  await signIn(page, shopper);
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Current Password').fill('Not-my-password-1!');
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert')).toContainText('Your current password is incorrect.');

  await page.getByLabel('Current Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

  await signOut(page);
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Incorrect username or password. Please try again.')).toBeVisible();

  await signIn(page, { email: shopper.email, password: newPassword });
  await page.goto('/account');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/localhost:3000\/$/);
  await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();
});

test('Edit Email opens the field; Cancel restores it; Confirm changes the sign-in address for real', async ({
  page,
}) => {
  const shopper = await createShopper();
  const newEmail = `moved-${shopper.email}`;
  await signIn(page, shopper);
  await page.goto('/account');
  const email = page.getByLabel('Email Address');
  await expect(email).toHaveValue(shopper.email);

  await page.getByRole('button', { name: 'Edit Email' }).click();
  await expect(email).toBeEditable();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
  // Opening the field submits nothing: no result message.
  await expect(page.getByRole('status').filter({ hasText: 'Email updated' })).toHaveCount(0);
  await email.fill('typo@');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(email).toHaveValue(shopper.email);
  await expect(email).not.toBeEditable();

  await page.getByRole('button', { name: 'Edit Email' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText('That is already your email address. Nothing was changed.');

  await page.getByRole('button', { name: 'Edit Email' }).click();
  await email.fill(newEmail);
  await page.getByLabel('Current Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Email updated successfully.' })).toBeVisible();
  await expect(email).toHaveValue(newEmail);

  await signOut(page);
  await signIn(page, { email: newEmail, password: shopper.password });
  await page.goto('/account');
  await expect(page.getByLabel('Email Address')).toHaveValue(newEmail);
});

test('the password tab refuses a weak password and the current one, and changes nothing', async ({ page }) => {
  const shopper = await createShopper();
  await signIn(page, shopper);
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Current Password').fill(shopper.password);
  await page.getByLabel('New Password', { exact: true }).fill('alllowercase');
  await page.getByLabel('Confirm New Password').fill('alllowercase');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert')).toContainText('Password does not meet security requirements');

  await page.getByLabel('New Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm New Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert')).toContainText('Your new password must be different from your current password');
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toHaveCount(0);
});
