import { expect, test } from '../support/test';
import { createShopper, signIn } from '../support/auth';
import { addProduct } from '../support/checkout';
import { go, openSite, ordersOf } from '../support/routes';

// Issue 23 items 2 and 3: delivery by PIN code, and cash on delivery refused where it is not taken.

test('the product page answers "Deliver to" for a PIN code: Mumbai, an island, a mistyped one', async ({ page }) => {
  await openSite(page, '/product/forest-green-mug');
  const delivery = page.getByRole('region', { name: 'Delivery' });
  const pin = delivery.getByLabel('Deliver to');
  await pin.fill('400050');
  await delivery.getByRole('button', { name: 'Check' }).click();
  await expect(delivery.getByText('Delivers to 400050 (Mumbai, Maharashtra)')).toBeVisible();
  await expect(delivery.getByText(/^Standard: .+ \(Rs\. 150\/-, free above Rs\. 1,500\/-\)$/)).toBeVisible();
  await expect(delivery.getByText(/^Express: .+ \(Rs\. 300\/-\)$/)).toBeVisible();
  // Before noon India time it is offered for today; after, the reason is given.
  await expect(delivery.getByText(/^Same-day \(Mumbai\): /)).toBeVisible();
  await expect(delivery.getByText(/^Cash on delivery available \(fee Rs\. 50\/-/)).toBeVisible();

  await pin.fill('744101');
  await delivery.getByRole('button', { name: 'Check' }).click();
  await expect(
    delivery.getByText(/^We do not deliver to PIN code 744101 \(Andaman and Nicobar Islands\)/),
  ).toBeVisible();

  await pin.fill('4000');
  await delivery.getByRole('button', { name: 'Check' }).click();
  await expect(delivery.getByText('Enter a valid 6-digit PIN code')).toBeVisible();

  // The PIN is remembered for the cart's check.
  await pin.fill('560001');
  await delivery.getByRole('button', { name: 'Check' }).click();
  await expect(delivery.getByText('Delivers to 560001 (Karnataka)')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
  await expect(page.getByText(/added to cart/).first()).toBeVisible();
  await go(page, '/cart');
  await expect(page.getByRole('region', { name: 'Delivery' }).getByLabel('Deliver to')).toHaveValue('560001');
});

test('Quick Order to a PIN code where cash is not taken says so, and the server refuses it, placing nothing', async ({
  page,
}) => {
  const shopper = await createShopper();
  await signIn(page, shopper);
  await addProduct(page, 'kulhad-chai-cups');
  await go(page, '/cart');
  await page.getByRole('button', { name: 'Quick Order (Cash on Delivery)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your Cash on Delivery order' });
  await dialog.getByLabel('First Name').fill('Asha');
  await dialog.getByLabel('Last Name').fill('Rao');
  await dialog.getByLabel('Phone').fill('98765 43210');
  await dialog.getByLabel('Address').fill('4 Dal Gate');
  await dialog.getByLabel('City').fill('Srinagar');
  await dialog.getByLabel('State').fill('Jammu and Kashmir');
  await dialog.getByLabel('PIN Code').fill('190001');
  await expect(
    dialog.getByText('Cash on delivery is not available for this PIN code. Please pay online at checkout.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(dialog.getByText('Cash on delivery is not available for this PIN code (190001).')).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await ordersOf(shopper)).toEqual([]);
});
