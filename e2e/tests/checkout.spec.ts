import { expect, test, type Page } from '../support/test';
import { createShopper, signIn } from '../support/auth';
import { addProduct } from '../support/checkout';
import { API, go, ordersOf } from '../support/routes';

interface ApiOrder {
  id: string;
  orderNumber: string;
  paymentStatus: string;
  orderStatus: string;
  guestOrderId: string | null;
  items: { id: string; quantity: number }[];
  shippingAddress: { phone: string } | null;
}

async function fillCheckout(page: Page, phone: string) {
  await go(page, '/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('First Name').fill('Asha');
  await page.getByLabel('Last Name').fill('Rao');
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Address').fill('12 Potters Lane');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').fill('Maharashtra');
  await page.getByLabel('PIN Code').fill('411001');
}

async function checkout(page: Page, phone: string) {
  await fillCheckout(page, phone);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\/redirect$/);
  await expect(page.getByRole('heading', { name: 'Redirecting to Payment' })).toBeVisible();
}

test('checkout with two products, countdown, sandbox Success, confirmation and the stored order', async ({ page }) => {
  const shopper = await createShopper();
  await signIn(page, shopper);
  await addProduct(page, 'speckled-oat-serving-bowl');
  await addProduct(page, 'forest-green-mug');
  await go(page, '/cart');
  await expect(page.getByRole('listitem').filter({ hasText: 'Speckled Oat Serving Bowl' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Forest Green Mug' })).toBeVisible();

  await checkout(page, '98765 43210');
  const countdown = page.locator('.checkout-countdown');
  await expect(countdown).toHaveText(/^[1-5]$/);
  await expect(page.getByText('Secure card / UPI payment provider')).toBeVisible();

  await page.waitForURL(/localhost:4000\/sandbox\/pay\/sbx_/, { timeout: 10_000 });
  await expect(page.getByText('Mitti Studio').first()).toBeVisible();
  await expect(page.getByText('₹1,949.50')).toBeVisible();
  await page.getByRole('button', { name: 'Success' }).click();

  await expect(page).toHaveURL(/\/payment\/confirmation\?order_id=[0-9a-f-]{36}&status=success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';

  const publicOrder = (await (await fetch(`${API}/api/orders/public/${orderId}`)).json()) as ApiOrder;
  // The public view (its id travels in payment links) names the town, never the phone (decision 061).
  expect(publicOrder.shippingAddress).toBeUndefined();
  expect(JSON.stringify(publicOrder)).not.toContain('9876543210');
  expect(publicOrder.paymentStatus).toBe('paid');
  await expect(page.getByText(publicOrder.orderNumber)).toBeVisible();

  const [order] = await ordersOf<ApiOrder>(shopper);
  expect(order).toMatchObject({ id: orderId, paymentStatus: 'paid', orderStatus: 'processing' });
  expect(order?.shippingAddress?.phone).toBe('+919876543210');
  expect(order?.items.map((item) => item.id).sort()).toEqual(['forest-green-mug', 'speckled-oat-serving-bowl']);
});

test('a declined card shows Card Declined and offers Retry Payment', async ({ page }) => {
  const shopper = await createShopper();
  await signIn(page, shopper);
  await addProduct(page, 'tenmoku-tumbler');
  await checkout(page, '9876543210');
  await page.getByRole('button', { name: 'Proceed to Payment Now' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Card declined' }).click();

  await expect(page).toHaveURL(/\/payment\/confirmation\?.*status=failed&error=card_declined/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Card Declined' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retry Payment' })).toBeVisible();
  const [order] = await ordersOf<ApiOrder>(shopper);
  expect(order?.paymentStatus).toBe('failed');
});

test('Quick Order places a cash-on-delivery order and goes to /orders', async ({ page }) => {
  const shopper = await createShopper();
  await signIn(page, shopper);
  await addProduct(page, 'kulhad-chai-cups');
  await go(page, '/cart');
  await page.getByRole('button', { name: 'Quick Order (Cash on Delivery)' }).click();
  // Nothing is placed before the shopper confirms where it goes (e2e/tests/delivery.spec.ts has the rest).
  const dialog = page.getByRole('dialog', { name: 'Confirm your Cash on Delivery order' });
  await dialog.getByLabel('First Name').fill('Asha');
  await dialog.getByLabel('Last Name').fill('Rao');
  await dialog.getByLabel('Phone').fill('98765 43210');
  await dialog.getByLabel('Address').fill('12 Potters Lane');
  await dialog.getByLabel('City').fill('Pune');
  await dialog.getByLabel('State').fill('Maharashtra');
  await dialog.getByLabel('PIN Code').fill('411001');
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const [order] = await ordersOf<ApiOrder>(shopper);
  // Cash on delivery waits for the studio's confirmation call and carries its fee (decision 026).
  expect(order).toMatchObject({ orderStatus: 'pending', paymentStatus: 'pending', codFee: 50 });
  expect(order?.shippingAddress).toMatchObject({ city: 'Pune', zipCode: '411001', phone: '+919876543210' });
});

test('a create-intent answer lost on the way back, then Place Order again, makes exactly one order', async ({
  page,
}) => {
  const shopper = await createShopper();
  await signIn(page, shopper);
  await addProduct(page, 'forest-green-mug');
  const keys: (string | undefined)[] = [];
  await page.route(`${API}/api/payment/create-intent`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key']);
    if (keys.length > 1) return route.fallback();
    // The server creates the order and its link; the browser never hears back.
    await route.fetch();
    await route.abort('failed');
  });

  await fillCheckout(page, '98765 43210');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Failed to process order: No response from server.').first()).toBeVisible();
  expect(await ordersOf<ApiOrder>(shopper)).toHaveLength(1);

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\/redirect$/);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[\w.:-]{8,200}$/);
  expect(keys[1]).toBe(keys[0]);
  const orders = await ordersOf<ApiOrder>(shopper);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.items).toEqual([expect.objectContaining({ id: 'forest-green-mug', quantity: 1 })]);
});

test('after a lost create-intent answer, a reload and the same checkout again still make one order', async ({
  page,
}) => {
  const shopper = await createShopper();
  await signIn(page, shopper);
  await addProduct(page, 'tenmoku-tumbler');
  let presses = 0;
  await page.route(`${API}/api/payment/create-intent`, async (route) => {
    if (route.request().method() !== 'POST' || ++presses > 1) return route.fallback();
    await route.fetch();
    await route.abort('failed');
  });
  await fillCheckout(page, '98765 43210');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Failed to process order: No response from server.').first()).toBeVisible();

  // The same attempt after a reload: the cart comes back from the account, the form is filled in again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await checkout(page, '98765 43210');
  expect(presses).toBe(2);
  const orders = await ordersOf<ApiOrder>(shopper);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.items).toEqual([expect.objectContaining({ id: 'tenmoku-tumbler', quantity: 1 })]);
});
