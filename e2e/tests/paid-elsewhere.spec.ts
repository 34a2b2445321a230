import { expect, test, type Browser, type Page } from '../support/test';
import { createShopper, signIn, type Shopper } from '../support/auth';
import { addProduct, fillAddress } from '../support/checkout';
import { followLink, mailTo } from '../support/mail';
import { go, ordersOf } from '../support/routes';

// Issue 53, majors 1: an order paid in another tab, or from the declined-payment e-mail's Try again, leaves
// the cart of every tab of the shopper without its pieces, and the cart says so (decision 063).

interface ApiOrder {
  id: string;
  orderNumber: string;
  orderStatus: string;
  paymentStatus: string;
}

/** From the cart to checkout, the address typed, Place Order: the redirect page offers the gateway. */
async function placeFromCart(page: Page): Promise<void> {
  await go(page, '/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillAddress(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('button', { name: 'Proceed to Payment Now' })).toBeVisible();
}

/** Signed in, the kulhads in the cart, ordered, and the card declined at the gateway; the tab is left there. */
async function declinedOrder(page: Page): Promise<{ shopper: Shopper; order: ApiOrder }> {
  const shopper = await createShopper();
  await signIn(page, shopper);
  await addProduct(page, 'kulhad-chai-cups');
  await placeFromCart(page);
  await page.getByRole('button', { name: 'Proceed to Payment Now' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Card declined' }).click();
  await expect(page).toHaveURL(/\/payment\/(confirmation|failed)\?/);
  const [order] = await ordersOf<ApiOrder>(shopper);
  expect(order).toMatchObject({ orderStatus: 'pending', paymentStatus: 'failed' });
  return { shopper, order: order! };
}

/** At the gateway of a second tab (its own browser context: no session storage of the first): Success. */
async function paySecondTab(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Proceed to Payment Now' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
}

/** The first tab, loaded again: an empty cart that says which order was paid, and a navbar count of 0. */
async function expectCartSaysPaid(page: Page, orderNumber: string): Promise<void> {
  await go(page, '/cart');
  await page.reload();
  await expect(page.getByText(`Your order ${orderNumber} was paid`)).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Kulhad' })).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
}

async function secondTab(browser: Browser, shopper: Shopper) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, shopper);
  return { context, page };
}

test('paid from My Orders in a new tab: the first tab’s cart is empty after a reload, and says the order was paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { shopper, order } = await declinedOrder(page);

  const other = await secondTab(browser, shopper);
  await go(other.page, '/orders');
  await other.page.getByTestId('order-card').getByRole('link', { name: 'Pay now' }).click();
  await expect(other.page.getByText(`Order #${order.orderNumber}`)).toBeVisible();
  await other.page.getByRole('button', { name: 'Pay Now' }).click();
  await paySecondTab(other.page);
  // The tab that paid shows no paid piece either.
  await expect(other.page.getByTestId('cart-count')).toHaveText('0');
  await other.context.close();

  await expectCartSaysPaid(page, order.orderNumber);
  const orders = await ordersOf<ApiOrder>(shopper);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ id: order.id, paymentStatus: 'paid', orderStatus: 'processing' });
});

test('paid from the declined e-mail’s Try again: the first tab’s cart is empty after a reload, and says so', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { shopper, order } = await declinedOrder(page);
  const mail = await mailTo(shopper.email, new RegExp(`^Payment for order ${order.orderNumber} did not go through$`));

  const other = await secondTab(browser, shopper);
  await followLink(other.page, mail, 'Try again');
  await expect(other.page.getByText(`Order #${order.orderNumber}`)).toBeVisible();
  await other.page.getByRole('button', { name: 'Pay Now' }).click();
  await paySecondTab(other.page);
  await other.context.close();

  await expectCartSaysPaid(page, order.orderNumber);
  // Once the shopper changes the cart, it no longer says so.
  await addProduct(page, 'forest-green-mug');
  await go(page, '/cart');
  await expect(page.getByText(/was paid/)).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Forest Green Mug' })).toBeVisible();
});

test('placed again from the cart in a new tab: the declined order is replaced, and only the new one waits for payment', async ({
  page,
  browser,
}) => {
  // Issue 53: the new tab knew nothing of the first order, and two unpaid orders held the same pieces (decision 074).
  test.setTimeout(120_000);
  const { shopper, order } = await declinedOrder(page);

  const other = await secondTab(browser, shopper);
  await placeFromCart(other.page);

  await go(other.page, '/orders');
  const cards = other.page.getByTestId('order-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.getByRole('link', { name: 'Pay now' })).toHaveCount(1);
  await expect(cards.filter({ hasText: order.orderNumber })).toContainText('Cancelled');
  await other.context.close();

  const orders = await ordersOf<ApiOrder>(shopper);
  expect(orders.find((placed) => placed.id === order.id)).toMatchObject({ orderStatus: 'cancelled' });
  expect(orders.filter((placed) => placed.orderStatus === 'pending')).toHaveLength(1);
});
