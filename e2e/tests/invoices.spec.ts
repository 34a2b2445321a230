import { expect, test, type Page } from '../support/test';
import { createShopper, signIn } from '../support/auth';
import {
  addProduct,
  downloadedInvoice,
  fillAddress,
  paiseIn,
  summaryValue,
  type TypedAddress,
} from '../support/checkout';
import { go } from '../support/routes';

// Issue 33 rows 5 and 14: the GST invoice a shopper downloads from /orders says what they typed, in their
// script, and states the GST the checkout showed; a paid class has its invoice too.

/** The GST the checkout's summary shows, in paise. */
async function checkoutGst(page: Page): Promise<number> {
  const line = summaryValue(page, 'Includes GST (18%)');
  await expect(line).toHaveText(/^Rs\. /);
  return paiseIn((await line.textContent()) ?? '');
}

/** Pays through the sandbox gateway and waits for the confirmation. */
async function pay(page: Page) {
  await page.waitForURL(/\/sandbox\/pay\//, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
}

const invoiceGst = (lines: string[]) => paiseIn(lines.find((line) => line.startsWith('GST included')) ?? '');

test('a Hindi name and address come back from the invoice as typed, and its GST is the checkout’s', async ({
  page,
}) => {
  const shopper = await createShopper();
  await signIn(page, shopper);
  await addProduct(page, 'forest-green-mug');
  await go(page, '/checkout');
  const typed: TypedAddress = {
    firstName: 'मीरा',
    lastName: 'शर्मा',
    phone: '98200 12345',
    address: 'फ्लैट 6, Carter Road, बांद्रा पश्चिम',
    city: 'मुंबई',
    state: 'Maharashtra',
    zipCode: '400050',
  };
  await fillAddress(page, typed);
  // Rs. 650 and Rs. 150 of shipping: 2 x Rs. 49.58 and 2 x Rs. 11.44.
  const shown = await checkoutGst(page);
  expect(shown).toBe(12_204);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('button', { name: 'Proceed to Payment Now' }).click();
  await pay(page);

  await go(page, '/orders');
  const lines = await downloadedInvoice(page, page.getByTestId('order-card'));
  expect(lines).toContain('मीरा शर्मा');
  expect(lines).toContain(typed.address);
  expect(lines).toContain('मुंबई, Maharashtra 400050');
  expect(lines).toContain('Phone +919820012345');
  expect(lines).toContain('CGST @ 9% Rs. 61.02');
  expect(invoiceGst(lines)).toBe(shown);
});

test('a paid class has its invoice (SAC 9992, taxed where it is held) with the GST the booking showed', async ({
  page,
}) => {
  const shopper = await createShopper({ displayName: 'கொற்றவை செல்வம்' });
  await signIn(page, shopper);
  await go(page, '/workshop/hand-building-pinch-coil-slab');
  const name = 'Hand-Building: Pinch, Coil and Slab';
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workshop Booking' })).toBeVisible();
  const shown = await checkoutGst(page);
  expect(shown).toBe(27_458);
  await page.getByLabel('First Name').fill('கொற்றவை');
  await page.getByLabel('Last Name').fill('செல்வம்');
  await page.getByLabel('Phone').fill('98765 43210');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await pay(page);

  await go(page, '/orders');
  const lines = await downloadedInvoice(page, page.getByRole('article').filter({ hasText: name }));
  expect(lines).toContain('Tax Invoice');
  expect(lines).toContain('கொற்றவை செல்வம்');
  expect(lines).toContainEqual(expect.stringMatching(/Place of supply Karnataka \(29\)$/));
  expect(lines).toContainEqual(expect.stringMatching(/^1 Hand-Building: Pinch, Coil and Slab 9992 1 Rs\. 1,800\.00 /));
  expect(lines).toContain('IGST @ 18% Rs. 274.58');
  expect(invoiceGst(lines)).toBe(shown);
});
