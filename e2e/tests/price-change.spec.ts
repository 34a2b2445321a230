import { expect, test } from '../support/test';
import { createShopper, signIn } from '../support/auth';
import { addProduct, fillAddress, summaryValue } from '../support/checkout';
import { createOwner, setProduct } from '../support/owner';
import { go } from '../support/routes';

// Issue 33 row 2: what the shopper sees is what is charged. The owner changes a price while the plate sits in a
// cart; the cart and checkout show the server's price, say what changed, and the gateway asks what was shown.

const THALI = 'terracotta-thali-plate';

test('a price changed between cart and payment is said, confirmed, and is the amount the gateway asks', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await createOwner();
  const shopper = await createShopper();
  await signIn(page, shopper);
  const before = await setProduct(owner, THALI, { price: 299, stock: 30 });
  try {
    await addProduct(page, THALI);
    await go(page, '/cart');
    await expect(page.getByText('Terracotta Thali Plate', { exact: true })).toBeVisible();
    await expect(summaryValue(page, 'Total')).toHaveText('Rs. 449/-');

    // The owner raises the price while the plate sits in the cart; the cart reads prices again when it opens.
    await setProduct(owner, THALI, { price: 349 });
    await page.reload();
    const changed = page.getByTestId('price-changes');
    await expect(changed).toContainText('The price of Terracotta Thali Plate changed from Rs. 299 to Rs. 349.');
    await expect(summaryValue(page, 'Total')).toHaveText('Rs. 499/-');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await changed.getByRole('button', { name: 'Accept the new price' }).click();
    await expect(changed).toBeHidden();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(summaryValue(page, 'Total')).toHaveText('Rs. 499/-');
    await fillAddress(page);

    // And again between checkout and payment: Place Order reads the prices first and stops.
    await setProduct(owner, THALI, { price: 399 });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByTestId('price-changes')).toContainText(
      'The price of Terracotta Thali Plate changed from Rs. 349 to Rs. 399.',
    );
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('button', { name: 'Accept the new price' }).click();
    await expect(summaryValue(page, 'Total')).toHaveText('Rs. 549/-');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('button', { name: 'Proceed to Payment Now' }).click();
    await page.waitForURL(/\/sandbox\/pay\//);
    // The gateway asks exactly the total the checkout showed and the shopper accepted.
    await expect(page.getByText('₹549.00')).toBeVisible();
  } finally {
    await setProduct(owner, THALI, before);
  }
});
