import { expect, test, type Page } from '../support/test';
import { createShopper, signIn } from '../support/auth';
import { addProduct } from '../support/checkout';
import { go } from '../support/routes';

const FAKE_RAZORPAY = 'http://localhost:4010';

async function checkoutToRazorpay(page: Page, productId: string) {
  await signIn(page, await createShopper());
  await addProduct(page, productId);
  await go(page, '/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await page.getByLabel('First Name').fill('Asha');
  await page.getByLabel('Last Name').fill('Rao');
  await page.getByLabel('Phone').fill('98765 43210');
  await page.getByLabel('Address').fill('12 Potters Lane');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').fill('Maharashtra');
  await page.getByLabel('PIN Code').fill('411001');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\/redirect$/);
  await page.getByRole('button', { name: 'Proceed to Payment Now' }).click();
  await page.waitForURL(new RegExp(`^${FAKE_RAZORPAY}/pay/plink_\\w+$`));
  await expect(page.getByRole('heading', { name: 'Mitti Studio' })).toBeVisible();
}

test('Razorpay: Pay on the hosted page, verified callback, Payment Successful!', async ({ page }) => {
  await checkoutToRazorpay(page, 'forest-green-mug');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/confirmation\?order_id=[0-9a-f-]{36}&status=success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
  const order = (await (await fetch(`http://localhost:4000/api/orders/public/${orderId}`)).json()) as {
    paymentStatus: string;
  };
  expect(order.paymentStatus).toBe('paid');
});

test('Razorpay: a declined card shows Card Declined and offers Retry Payment', async ({ page }) => {
  await checkoutToRazorpay(page, 'tenmoku-tumbler');
  await page.getByRole('button', { name: 'Fail (card declined)' }).click();
  await expect(page).toHaveURL(/\/payment\/confirmation\?.*status=failed&error=card_declined/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Card Declined' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retry Payment' })).toBeVisible();
});
