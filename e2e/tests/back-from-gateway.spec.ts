import { expect, test } from '../support/test';
import { addProduct, fillAddress, placeTumblerOrder } from '../support/checkout';
import { go, ordersOf } from '../support/routes';

// Issue 33 row 6: back from the gateway unpaid, the shopper finds the order waiting for payment, with Pay now,
// and the cart as it was; paying empties the cart, and nothing is ordered twice.

interface ApiOrder {
  id: string;
  orderNumber: string;
  orderStatus: string;
  paymentStatus: string;
  cancelReason: string | null;
}

test('back from the gateway: the order waits for payment with Pay now, the cart as it was; paid, the cart empties', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const shopper = await placeTumblerOrder(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Redirecting to Payment' })).toBeVisible();
  // The order's number, as every other page shows it (row 15), not its id.
  const number = page.getByText('Order Number').locator('+ dd');
  await expect(number).toHaveText(/^MS-\d{4}-\d{6}$/);
  const orderNumber = await number.innerText();
  await page.getByRole('button', { name: 'Proceed to Payment Now' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);

  await page.goBack();
  await expect(page).toHaveURL(/\/payment\/redirect$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for Payment' })).toBeVisible();
  await expect(page.getByText(`Order ${orderNumber} is waiting for payment`)).toContainText(
    'Your cart is as you left it.',
  );
  await expect(page.getByText('Payment Information Missing')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Cart' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Tenmoku Tumbler' })).toBeVisible();
  const waiting = page.getByTestId('awaiting-payment');
  await expect(waiting).toContainText(`Order ${orderNumber} is waiting for payment`);
  await expect(waiting).toContainText(/Its pieces are held for you until/);

  await waiting.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'Proceed to Payment Now' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  const orders = await ordersOf<ApiOrder>(shopper);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ orderNumber, paymentStatus: 'paid', orderStatus: 'processing' });
});

test('back from the gateway, the shopper changes the cart and places it again: the unpaid order is replaced, never doubled', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const shopper = await placeTumblerOrder(page);
  await page.getByRole('button', { name: 'Proceed to Payment Now' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.goBack();
  await page.getByRole('link', { name: 'Back to Cart' }).click();
  await addProduct(page, 'forest-green-mug');
  await go(page, '/checkout');
  await expect(page.getByTestId('awaiting-payment')).toContainText('is then cancelled');
  await fillAddress(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Redirecting to Payment' })).toBeVisible();

  const orders = await ordersOf<ApiOrder>(shopper);
  expect(orders.map((order) => order.orderStatus).sort()).toEqual(['cancelled', 'pending']);
  expect(orders.find((order) => order.orderStatus === 'cancelled')?.cancelReason).toMatch(/replaced/);
});
