import { expect, test, type Page } from '@playwright/test';
import { createShopper, signIn } from '../support/auth';
import { ordersOf } from '../support/routes';

// Issue 19: orders a shop can fulfil and shoppers can trust — statuses, Pay now, the GST line, guest orders.

interface ApiOrder {
  id: string;
  orderNumber: string;
  paymentStatus: string;
  orderStatus: string;
  guestOrderId: string | null;
  shippingAddress: { city: string; phone: string } | null;
}

/** Client-side navigation, like a link click: the in-memory cart survives. */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function addProduct(page: Page, id: string) {
  await go(page, `/product/${id}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
  await expect(page.getByText(/added to cart/).first()).toBeVisible();
}

async function fillAddress(page: Page) {
  await page.getByLabel('First Name').fill('Asha');
  await page.getByLabel('Last Name').fill('Rao');
  await page.getByLabel('Phone').fill('98765 43210');
  await page.getByLabel('Address').fill('12 Potters Lane');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').fill('Maharashtra');
  await page.getByLabel('ZIP / PIN Code').fill('411001');
}

/** Row value of the order summary's line named `label`. */
const summaryValue = (page: Page, label: string) =>
  page
    .locator('.checkout-summary__row')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('the summary shows the GST the prices include, and the total does not add it', async ({ page }) => {
  await page.goto('/');
  await addProduct(page, 'speckled-oat-serving-bowl');
  await go(page, '/cart');
  // Rs. 1,299.50 includes 1,299.50 x 18/118 = Rs. 198.23 of GST.
  await expect(summaryValue(page, 'Subtotal')).toHaveText('Rs. 1,299.50/-');
  await expect(summaryValue(page, 'Includes GST (18%)')).toHaveText('Rs. 198.23/-');
  await expect(summaryValue(page, 'Total')).toHaveText('Rs. 1,449.50/-');
  await expect(page.getByText(/Taxes/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(summaryValue(page, 'Includes GST (18%)')).toHaveText('Rs. 198.23/-');
  await expect(summaryValue(page, 'Total')).toHaveText('Rs. 1,449.50/-');
});

test('an order whose payment was cancelled at the gateway awaits payment, and Pay now pays that same order', async ({
  page,
}) => {
  const shopper = await createShopper();
  await signIn(page, shopper);
  await addProduct(page, 'tenmoku-tumbler');
  await go(page, '/checkout');
  await fillAddress(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('button', { name: 'Proceed to Payment Now' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/payment\/confirmation\?.*status=cancelled/);
  const [placed] = await ordersOf<ApiOrder>(shopper);
  expect(placed).toMatchObject({ orderStatus: 'pending', paymentStatus: 'cancelled' });

  // The confirmation of a cancelled payment offers Retry Payment; the shopper looks at their orders instead.
  await expect(page.getByRole('link', { name: 'Retry Payment' })).toBeVisible();
  await go(page, '/orders');
  const card = page.getByTestId('order-card');
  await expect(card.getByTestId('order-status')).toHaveText('Awaiting payment');
  await expect(card.getByText('Confirmed')).toHaveCount(0);
  await expect(card.getByTestId('payment-status')).toHaveText('Cancelled');
  await expect(card).toContainText('Card / UPI');
  await expect(card).toContainText('12 Potters Lane');
  await expect(card).toContainText(/Placed on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M/);

  await card.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?orderId=${placed!.id}$`));
  await expect(page.getByText(`Order #${placed!.orderNumber}`)).toBeVisible();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('button', { name: 'Proceed to Payment Now' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/confirmation\\?order_id=${placed!.id}&status=success$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();

  // The same order, now paid: no second order was made.
  const orders = await ordersOf<ApiOrder>(shopper);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ id: placed!.id, paymentStatus: 'paid', orderStatus: 'processing' });
  await page.getByRole('link', { name: 'View My Orders' }).first().click();
  await expect(card.getByTestId('order-status')).toHaveText('Processing');
  await expect(card.getByTestId('payment-status')).toHaveText('Paid');
  await expect(card.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
});

test('a guest order is saved with its address, merged at sign-in with a notice, and pointed out on /orders', async ({
  page,
}) => {
  await page.goto('/');
  await addProduct(page, 'terracotta-thali-plate');
  await go(page, '/cart');
  await page.getByRole('button', { name: 'Quick Order (Cash on Delivery)' }).click();
  await expect(page.locator('.checkout-alert[role="alert"]')).toContainText('Please sign in to place an order');
  await page.getByRole('link', { name: 'Save as Guest Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // Not without an address and contact.
  await page.getByRole('button', { name: 'Save as Guest Order' }).click();
  await expect(page.getByLabel('First Name')).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('guestOrders'))).toBeNull();

  await page.getByLabel('Email').fill('asha@example.in');
  await fillAddress(page);
  await page.getByRole('button', { name: 'Save as Guest Order' }).click();
  await expect(page.getByText('Guest order saved. Sign in to place it on your account.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const shopper = await createShopper();
  await signIn(page, shopper);
  await expect.poll(async () => (await ordersOf<ApiOrder>(shopper)).length, { timeout: 10_000 }).toBe(1);
  const [order] = await ordersOf<ApiOrder>(shopper);
  expect(order?.guestOrderId).toMatch(/^guest-/);
  expect(order?.shippingAddress).toMatchObject({ city: 'Pune', phone: '+919876543210' });
  await expect(
    page.getByText(`Guest order ${order!.orderNumber} was placed on your account. See it in My Orders.`),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guestOrders'))).toBeNull();

  await go(page, '/orders');
  const card = page.getByTestId('order-card');
  await expect(card).toContainText(`Order #${order!.orderNumber}`);
  await expect(card).toContainText('Placed from your guest order when you signed in');
  await expect(card).toContainText('12 Potters Lane');
});
