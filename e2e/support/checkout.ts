import { expect, type Locator, type Page } from '@playwright/test';
import { pdfLines } from '../../server/src/test/pdf-text';
import { createShopper, signIn, type Shopper } from './auth';
import { go } from './routes';
import { typedShippingAddress } from '../../shared/test/shipping-address';

/**
 * The Add to Cart of the product page of `id` (not a card's, and not the page the app showed before it: a
 * client-side navigation keeps the old page on screen until the new one is ready).
 */
export const purchaseButton = (page: Page, id: string): Locator =>
  page
    .locator('.catalog-purchase', { has: page.locator(`input[name="productId"][value="${id}"]`) })
    .getByRole('button', { name: 'Add to Cart', exact: true });

/** Opens the product's page in the running app and adds one to the cart. */
export async function addProduct(page: Page, id: string): Promise<void> {
  await go(page, `/product/${id}`);
  await purchaseButton(page, id).click();
  await expect(page.getByText(/added to cart/).first()).toBeVisible();
}

export interface TypedAddress {
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

const PUNE: TypedAddress = typedShippingAddress;

/** Types a delivery address into the checkout form, as a shopper would. */
export async function fillAddress(page: Page, typed: TypedAddress = PUNE): Promise<void> {
  await page.getByLabel('First Name').fill(typed.firstName);
  await page.getByLabel('Last Name').fill(typed.lastName);
  await page.getByLabel('Phone').fill(typed.phone);
  await page.getByLabel('Address').fill(typed.address);
  await page.getByLabel('City').fill(typed.city);
  await page.getByLabel('State').fill(typed.state);
  await page.getByLabel('PIN Code').fill(typed.zipCode);
}

/** A new shopper signed in, a Tenmoku Tumbler in the cart, and the address typed at checkout. */
export async function shopperAtCheckout(page: Page, typed?: TypedAddress): Promise<Shopper> {
  const shopper = await createShopper();
  await signIn(page, shopper);
  await addProduct(page, 'tenmoku-tumbler');
  await go(page, '/checkout');
  await fillAddress(page, typed);
  return shopper;
}

/** A new shopper's Tenmoku Tumbler ordered: signed in, in the cart, the address typed and Place Order pressed. */
export async function placeTumblerOrder(page: Page, typed?: TypedAddress): Promise<Shopper> {
  const shopper = await shopperAtCheckout(page, typed);
  await page.getByRole('button', { name: 'Place Order' }).click();
  return shopper;
}

/** Row value of the order summary's line named `label`. */
export const summaryValue = (page: Page, label: string): Locator =>
  page
    .locator('.checkout-summary__row')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** Saves the invoice an order card offers and reads its text, line by line, as a reader copies it. */
export async function downloadedInvoice(page: Page, card: Locator): Promise<string[]> {
  const saving = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download invoice' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toMatch(/^mitti-invoice-MS-\d{4}-\d{6}\.pdf$/);
  const file = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  return pdfLines(Buffer.concat(chunks));
}

/** Paise in a rupee amount as a page or the invoice prints it: "Rs. 1,299.50/-", "Rs. 1,299.50". */
export function paiseIn(text: string): number {
  const amount = /Rs\. ([\d,]+(?:\.\d{1,2})?)/.exec(text)?.[1];
  if (!amount) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(amount.replace(/,/g, '')) * 100);
}
