import { expect, test, type Page } from '../support/test';
import { appReady } from '../support/app';
import { createShopper, signIn } from '../support/auth';
import { API, ordersOf } from '../support/routes';
import { hindiShippingAddress } from '../../shared/test/shipping-address';

/**
 * The checkout in Hindi (issue 57, decision 105): a shopper on the Hindi shop adds a piece, checks out at
 * /hi/checkout with an address written in Devanagari in every field, its mobile and PIN code in Devanagari digits
 * too, is handed to the payment gateway by the Hindi redirect page, pays on the sandbox and comes back to the Hindi
 * confirmation; the order keeps the address as typed.
 */

interface ApiOrder {
  orderStatus: string;
  paymentStatus: string;
  shippingAddress: Record<string, string> | null;
  shippingOption?: string;
}

const PIECE = 'tenmoku-tumbler';

/** The piece's own Add to Cart on its page (as support/checkout's purchaseButton, in the page's language). */
const purchase = (page: Page, name: string) =>
  page
    .locator('.catalog-purchase', { has: page.locator(`input[name="productId"][value="${PIECE}"]`) })
    .getByRole('button', { name, exact: true });

/** A new shopper, signed in, who added the piece with its Hindi Add to Cart. */
async function signedInWithThePiece(page: Page) {
  const shopper = await createShopper();
  await signIn(page, shopper);
  await page.goto(`/hi/product/${PIECE}`);
  await appReady(page);
  await purchase(page, 'कार्ट में डालें').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  return shopper;
}

test('a shopper checks out in Hindi with a Devanagari address, pays on the sandbox and is told so in Hindi', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const shopper = await signedInWithThePiece(page);
  await page.goto('/hi/cart');
  await appReady(page);
  await page.getByRole('link', { name: 'चेकआउट पर जाएँ' }).click();

  await expect(page).toHaveURL(/\/hi\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeVisible();
  await expect(page).toHaveTitle('चेकआउट | Mitti Studio');
  await expect(page.locator('.page[lang="hi"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'संपर्क की जानकारी' })).toBeVisible();
  await expect(page.getByLabel('देश', { exact: true })).toHaveValue('भारत');
  await expect(page.getByLabel('कार्ड / UPI (सुरक्षित पेमेंट गेटवे)', { exact: true })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'ऑर्डर का सारांश' })).toBeVisible();

  // Place Order with nothing filled in: each problem in Hindi, the first field focused.
  await page.getByLabel('पहला नाम', { exact: true }).fill('');
  await page.getByRole('button', { name: 'ऑर्डर करें' }).click();
  await expect(page.getByText('पहला नाम ज़रूरी है')).toBeVisible();
  await expect(page.getByText('पिन कोड ज़रूरी है')).toBeVisible();
  await expect(page.getByLabel('पहला नाम', { exact: true })).toBeFocused();

  await page.getByLabel('पहला नाम', { exact: true }).fill(hindiShippingAddress.firstName);
  await page.getByLabel('उपनाम', { exact: true }).fill(hindiShippingAddress.lastName);
  await page.getByLabel('फ़ोन', { exact: true }).fill('९८७६५ ४३२१०');
  await page.getByLabel('पता', { exact: true }).fill(hindiShippingAddress.address);
  await page.getByLabel('शहर', { exact: true }).fill(hindiShippingAddress.city);
  await page.getByLabel('राज्य', { exact: true }).fill(hindiShippingAddress.state);
  await page.getByLabel('पिन कोड', { exact: true }).fill('४११००१');
  // The delivery options for that PIN code, in Hindi, standard chosen.
  const options = page.getByRole('group', { name: 'डिलीवरी का विकल्प' });
  await expect(options.getByLabel(/^सामान्य /)).toBeChecked();
  await expect(options.getByLabel(/^सामान्य /)).toHaveAccessibleName(/पहुँचेगा \d+ \S+ \d{4} - \d+ \S+ \d{4}$/);
  await expect(options.getByLabel(/^उसी दिन \(मुंबई\)/)).toBeDisabled();

  await page.getByRole('button', { name: 'ऑर्डर करें' }).click();
  await expect(page).toHaveURL(/\/hi\/payment\/redirect$/);
  await expect(page.getByRole('heading', { level: 1, name: 'भुगतान पेज पर भेजा जा रहा है' })).toBeVisible();

  // Paid on the sandbox gateway, the shopper comes back to the shop in Hindi.
  await page.getByRole('button', { name: 'अभी भुगतान करें' }).click();
  await page.waitForURL(/localhost:4000\/sandbox\/pay\/sbx_/);
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page).toHaveURL(/\/hi\/payment\/confirmation\?order_id=[0-9a-f-]{36}&status=success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'भुगतान सफल रहा!' })).toBeVisible();

  const [order] = await ordersOf<ApiOrder>(shopper);
  expect(order).toMatchObject({ orderStatus: 'processing', paymentStatus: 'paid' });
  expect(order?.shippingAddress).toMatchObject(hindiShippingAddress);
  expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
});

test('an English checkout stays English and fetches nothing Hindi', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  const shopper = await createShopper();
  await signIn(page, shopper);
  await page.goto(`/product/${PIECE}`);
  await appReady(page);
  await purchase(page, 'Add to Cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('India');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' }).locator('..')).not.toHaveAttribute('lang');
  expect(fetched.filter((url) => /hindi/i.test(url))).toEqual([]);
});

test("the shop's refusal of a Hindi checkout's order is said in Hindi, and nothing is ordered (decision 117)", async ({
  page,
}) => {
  const shopper = await signedInWithThePiece(page);
  await page.goto('/hi/checkout');
  await appReady(page);
  for (const [label, value] of Object.entries({
    'पहला नाम': hindiShippingAddress.firstName,
    उपनाम: hindiShippingAddress.lastName,
    फ़ोन: '9876543210',
    पता: hindiShippingAddress.address,
    शहर: hindiShippingAddress.city,
    राज्य: hindiShippingAddress.state,
    'पिन कोड': '411001',
  })) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  // The page had shown the piece Rs. 100 below the shop's price now (as if it changed while the shopper typed).
  const piece = (await (await fetch(`${API}/products/${PIECE}`)).json()) as { name: string; price: number };
  await page.route('**/api/payment/create-intent', async (route) => {
    const body = route.request().postDataJSON() as { orderData: { items: { price: number }[]; totalAmount: number } };
    body.orderData.items[0]!.price -= 100;
    body.orderData.totalAmount -= 100;
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByRole('button', { name: 'ऑर्डर करें' }).click();

  await expect(page.getByRole('form', { name: 'चेकआउट' }).getByRole('alert')).toHaveText(
    `ऑर्डर पूरा नहीं हो सका: ${piece.name} की कीमत Rs. ${piece.price - 100} से बदलकर Rs. ${piece.price} हो गई है। कृपया नई कीमतें देखें और ऑर्डर फिर से करें।`,
  );
  await expect(page).toHaveURL(/\/hi\/checkout$/);
  expect(await ordersOf(shopper)).toEqual([]);
});
