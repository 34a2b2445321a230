import { expect, test } from '../support/test';
import { shippingAddress } from '../../server/src/test/shipping-address';
import { createShopper, signIn, signOut, type Shopper } from '../support/auth';
import { createOwner } from '../support/owner';
import { API, appReady, idToken } from '../support/routes';

/** A cash-on-delivery order of the piece that the studio confirms and delivers (through the owner's API). */
async function deliveredOrder(shopper: Shopper, owner: Shopper, productId: string): Promise<void> {
  const call = async (method: string, path: string, who: Shopper, body?: object) => {
    const response = await fetch(`${API}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${await idToken(who)}`,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(response.ok, await response.clone().text()).toBe(true);
    return (await response.json()) as { id: string };
  };
  const order = await call('POST', '/api/orders', shopper, {
    items: [{ id: productId, quantity: 1 }],
    shippingAddress,
    paymentMethod: 'Cash on Delivery',
  });
  await call('POST', `/api/orders/${order.id}/confirm-cod`, owner);
  await call('PATCH', `/api/orders/${order.id}/status`, owner, { orderStatus: 'delivered' });
}

test.beforeAll(async () => {
  await expect
    .poll(async () => (await fetch(`${API}/health`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
});

test('the product page starts with its real star line: sample reviews, or "No reviews yet"', async ({ page }) => {
  await page.goto('/product/kulhad-chai-cups');
  // In the server's markup already, before any script runs.
  await expect(page.locator('.catalog-summary__rating')).toHaveText(/★+½?☆* \d\.\d \(4 reviews\)/);
  await expect(page.getByRole('list', { name: 'Reviews from verified buyers' }).getByRole('listitem')).toHaveCount(4);
  await appReady(page);
  await expect(page.locator('.catalog-summary__rating')).toHaveText(/\(4 reviews\)/);
  await expect(page.getByText('4.5 (24 reviews)')).toHaveCount(0);

  await page.goto('/product/forest-green-mug');
  await appReady(page);
  await expect(page.getByText('No reviews yet')).toBeVisible();
  await expect(page.getByText('4.5 (24 reviews)')).toHaveCount(0);
});

test('a shopper reviews a delivered piece from /orders; it shows on the product page once the owner approves it', async ({
  page,
}) => {
  const shopper = await createShopper({ displayName: 'Ira Deshmukh' });
  const owner = await createOwner();
  await deliveredOrder(shopper, owner, 'tenmoku-tumbler');

  await signIn(page, shopper);
  await page.goto('/orders');
  await appReady(page);
  await page.getByRole('button', { name: 'Write a review of Tenmoku Tumbler' }).click();
  const form = page.getByRole('form', { name: 'Review Tenmoku Tumbler' });
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Title (optional)').fill('Keeps filter coffee hot');
  await form.getByLabel('Your review').fill('The tenmoku glaze breaks to rust at the rim. Keeps my coffee hot.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Your review (4 stars) is waiting for the studio’s approval.')).toBeVisible();

  // Not public until the owner approves it.
  await page.goto('/product/tenmoku-tumbler');
  await appReady(page);
  await expect(page.getByText('No reviews yet')).toBeVisible();

  await signOut(page);
  await signIn(page, owner);
  await page.goto('/admin/reviews');
  const card = page.getByRole('article', { name: 'Review of Tenmoku Tumbler by Ira D.' });
  await expect(card).toContainText('Waiting for approval');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toContainText('Approved');

  await page.goto('/product/tenmoku-tumbler');
  await expect(page.locator('.catalog-summary__rating')).toHaveText('★★★★☆ 4.0 (1 review)');
  const review = page.getByRole('list', { name: 'Reviews from verified buyers' }).getByRole('listitem');
  await expect(review).toContainText('Keeps filter coffee hot');
  await expect(review).toContainText('Ira D. ·');
});
