import { expect, test } from '../support/test';
import { createShopper, signIn } from '../support/auth';
import { addProduct } from '../support/checkout';
import { API, go, ordersOf } from '../support/routes';
import { typedShippingAddress } from '../../shared/test/shipping-address';

// Issue 19 items 1 and 6: every order can be delivered, within India only.

interface ApiOrder {
  id: string;
  orderStatus: string;
  paymentMethod: string;
  shippingAddress: Record<string, string> | null;
  contactPhone: string | null;
}

const saved = { ...typedShippingAddress, email: 'asha@example.in' };

test('Quick Order confirms the saved address, phone and total in a dialog; Cancel places nothing', async ({ page }) => {
  const shopper = await createShopper();
  await signIn(page, shopper);
  // What checkout's "Save this information for next time" keeps.
  await page.evaluate((info) => localStorage.setItem('checkoutInfo', JSON.stringify(info)), saved);
  await addProduct(page, 'kulhad-chai-cups');
  await go(page, '/cart');
  const total = await page.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd').textContent();

  const quickOrder = page.getByRole('button', { name: 'Quick Order (Cash on Delivery)' });
  await quickOrder.click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your Cash on Delivery order' });
  await expect(dialog.getByLabel('First Name')).toBeFocused();
  await expect(dialog.getByLabel('Address')).toHaveValue('12 Potters Lane');
  await expect(dialog.getByLabel('Phone')).toHaveValue('98765 43210');
  await expect(dialog.getByLabel('PIN Code')).toHaveValue('411001');
  const row = (term: string) => dialog.getByText(term, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(row('Order total')).toHaveText(total ?? '');
  // The PIN code's cash-on-delivery fee is its own line, added to what the courier collects (decision 026).
  await expect(row('Cash on delivery fee')).toHaveText('Rs. 50/-');
  const rupees = (text: string | null) => Number((text ?? '').replace(/^Rs\.\s*|\/-$|,/g, ''));
  expect(rupees(await row('Total (Cash on Delivery)').textContent())).toBe(rupees(total) + 50);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(quickOrder).toBeFocused();
  expect(await ordersOf<ApiOrder>(shopper)).toEqual([]);

  await quickOrder.click();
  await dialog.getByLabel('Address').fill('7 Kumhar Wada, Dharavi');
  await dialog.getByLabel('City').fill('Mumbai');
  await dialog.getByLabel('PIN Code').fill('4000');
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(dialog.getByText('Enter a valid 6-digit PIN code')).toBeVisible();
  expect(await ordersOf<ApiOrder>(shopper)).toEqual([]);
  await dialog.getByLabel('PIN Code').fill('400017');
  await dialog.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/orders$/);
  const [order] = await ordersOf<ApiOrder>(shopper);
  expect(order).toMatchObject({
    orderStatus: 'pending',
    codFee: 50,
    paymentMethod: 'Cash on Delivery',
    shippingAddress: {
      firstName: 'Asha',
      lastName: 'Rao',
      address: '7 Kumhar Wada, Dharavi',
      city: 'Mumbai',
      state: 'Maharashtra',
      zipCode: '400017',
      country: 'India',
      phone: '+919876543210',
    },
    contactPhone: '+919876543210',
  });
});

test('checkout says India as the one country, refuses a bad phone and PIN code, and sends nothing', async ({
  page,
}) => {
  const shopper = await createShopper();
  await signIn(page, shopper);
  await addProduct(page, 'forest-green-mug');
  await go(page, '/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  let writes = 0;
  await page.route(`${API}/api/payment/**`, (route) => {
    writes += 1;
    return route.fallback();
  });

  await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');
  await expect(page.getByLabel('PIN Code')).toHaveAttribute('inputmode', 'numeric');
  await page.getByLabel('First Name').fill('Asha');
  await page.getByLabel('Last Name').fill('Rao');
  await page.getByLabel('Phone').fill('1234567890');
  await page.getByLabel('Address').fill('1 Market St');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('State').fill('California');
  await page.getByLabel('PIN Code').fill('ABCDEF');
  // India is said, not offered among countries the shop would then refuse (decision 072).
  await expect(page.getByLabel('Country')).toHaveValue('India');
  await expect(page.getByLabel('Country')).not.toBeEditable();
  await expect(page.getByText('We ship within India only')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Enter a valid Indian mobile number')).toBeVisible();
  await expect(page.getByText('Enter a valid 6-digit PIN code')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(writes).toBe(0);
  expect(await ordersOf<ApiOrder>(shopper)).toEqual([]);

  // Fixed, it goes through: the API takes the same rules.
  await page.getByLabel('Phone').fill('+91 98765 43210');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').fill('Maharashtra');
  await page.getByLabel('PIN Code').fill('411001');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\/redirect$/);
  const [order] = await ordersOf<ApiOrder>(shopper);
  expect(order?.shippingAddress).toMatchObject({ zipCode: '411001', country: 'India', phone: '+919876543210' });
});
