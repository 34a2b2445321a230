import { expect, test, type Page } from '../support/test';
import { shippingAddress } from '../../server/src/test/shipping-address';
import { createShopper, signIn, type Shopper } from '../support/auth';
import { followLink, mailTo } from '../support/mail';
import { API, appReady, idToken } from '../support/routes';

/**
 * The account remote in Hindi (issue 57, decision 105): a signed-in shopper's /hi/account, /hi/orders and
 * /hi/wishlist say the account's words in Hindi, the owner's words (a piece's name) stay English marked so, and
 * an action on them says its outcome in Hindi.
 */

interface ApiProduct {
  id: string;
  name: string;
  stock: number;
}

async function productInStock(): Promise<ApiProduct> {
  const products = (await (await fetch(`${API}/products`)).json()) as ApiProduct[];
  return products.find((product) => product.stock > 2)!;
}

/** Places an order through the API with the shopper's own token, as checkout would. */
async function placeOrder(shopper: Shopper, productId: string): Promise<{ orderNumber: string }> {
  const response = await fetch(`${API}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await idToken(shopper)}` },
    body: JSON.stringify({ items: [{ id: productId, quantity: 1 }], shippingAddress }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { orderNumber: string };
}

const hindiNavbar = (page: Page) => page.getByRole('navigation', { name: 'मुख्य' });
const HINDI_DATE = /\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}/;

// The site's start script may serve the pages a moment before the API listens.
test.beforeAll(async () => {
  await expect
    .poll(async () => (await fetch(`${API}/health`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
});

test('a signed-in shopper sees their account and orders in Hindi, and cancelling an order says so in Hindi', async ({
  page,
}) => {
  const shopper = await createShopper();
  const product = await productInStock();
  const { orderNumber } = await placeOrder(shopper, product.id);
  await signIn(page, shopper);

  await page.goto('/hi/account');
  await expect(page.getByRole('heading', { level: 1, name: 'मेरा खाता' })).toBeVisible();
  await expect(page.locator('.page[lang="hi"]')).toBeVisible();
  await expect(page).toHaveTitle('मेरा खाता | Mitti Studio');
  await expect(page.getByRole('tab', { name: 'निजी जानकारी' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('पूरा नाम')).toHaveValue(shopper.displayName);
  await expect(page.getByLabel('ईमेल पता')).toHaveValue(shopper.email);
  await expect(page.getByRole('button', { name: 'लॉग आउट' })).toBeVisible();

  // The profile menu's Orders, in the shell's Hindi, leads to the Hindi orders.
  await appReady(page);
  await page.getByRole('button', { name: 'प्रोफ़ाइल मेनू' }).click();
  await page.getByRole('menuitem', { name: 'ऑर्डर' }).click();
  await expect(page).toHaveURL(/\/hi\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeVisible();
  const card = page.getByRole('article', { name: `ऑर्डर #${orderNumber}` });
  await expect(card.getByText(product.name, { exact: true })).toHaveAttribute('lang', 'en');
  await expect(card).toContainText(new RegExp(`${HINDI_DATE.source} को [\\d:]+ [AP]M पर दिया गया`));
  await expect(card).toContainText('उप-योग');
  await expect(card).toContainText(/कुल\s*Rs\. [\d,]+\/-/);

  await card.getByRole('button', { name: 'ऑर्डर रद्द करें' }).click();
  const dialog = page.getByRole('dialog', { name: `ऑर्डर #${orderNumber} रद्द करें?` });
  await dialog.getByRole('button', { name: 'ऑर्डर रद्द करें' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('कृपया बताएँ कि आप क्यों रद्द कर रहे हैं।');
  await dialog.getByLabel('रद्द करने का कारण').fill('ग़लत रंग मँगा लिया');
  await dialog.getByRole('button', { name: 'ऑर्डर रद्द करें' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`ऑर्डर #${orderNumber} रद्द कर दिया गया है`)).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('रद्द');
  await expect(card).toContainText('रद्द करने का कारण: ग़लत रंग मँगा लिया');
});

test('a signed-in shopper sees their wishlist in Hindi, and Add to Cart says so in Hindi', async ({ page }) => {
  const shopper = await createShopper();
  const product = await productInStock();
  await signIn(page, shopper);

  await page.goto(`/hi/product/${product.id}`);
  await appReady(page);
  await page.getByRole('button', { name: `${product.name} को पसंदीदा में जोड़ें` }).click();
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');

  await hindiNavbar(page).getByRole('link', { name: 'पसंदीदा' }).click();
  await expect(page).toHaveURL(/\/hi\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'मेरी पसंदीदा चीज़ें' })).toBeVisible();
  await expect(page).toHaveTitle('मेरी पसंदीदा चीज़ें | Mitti Studio');
  const item = page.getByTestId('wishlist-item');
  await expect(item.getByRole('heading', { name: product.name })).toHaveAttribute('lang', 'en');
  await item.getByRole('button', { name: 'कार्ट में डालें' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByText(`${product.name} कार्ट में जुड़ गया`)).toBeVisible();

  await item.getByRole('button', { name: `${product.name} को पसंदीदा से हटाएँ` }).click();
  await expect(page.getByText('आपकी पसंदीदा सूची खाली है')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ख़रीदारी जारी रखें' })).toHaveAttribute('href', '/hi/store');
});

test('an English account page fetches nothing Hindi', async ({ page }) => {
  const shopper = await createShopper();
  const product = await productInStock();
  const { orderNumber } = await placeOrder(shopper, product.id);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await signIn(page, shopper);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const card = page.getByRole('article', { name: `Order #${orderNumber}` });
  await expect(card.getByText(product.name, { exact: true })).not.toHaveAttribute('lang');
  await appReady(page);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  expect(fetched.filter((url) => /hindi/i.test(url))).toEqual([]);
});

test('a sign-in link asked for on a Hindi page comes in Hindi and signs in on the Hindi pages (issue 57)', async ({
  page,
}) => {
  const shopper = await createShopper();
  await page.goto('/hi/email-link-login');
  await expect(page.getByRole('heading', { level: 1, name: 'ईमेल लिंक से साइन इन करें' })).toBeVisible();
  await page.getByLabel('ईमेल', { exact: true }).fill(shopper.email);
  await page.getByRole('button', { name: 'साइन इन लिंक भेजें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'अपना ईमेल देखें' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `हमने ${shopper.email} पर साइन इन लिंक भेजा है। साइन इन करने के लिए इसे इसी डिवाइस पर खोलें।`,
  );

  await followLink(page, await mailTo(shopper.email, /साइन-इन लिंक/), 'मिट्टी स्टूडियो में साइन इन करें');
  await expect(page).toHaveURL(/\/hi\/email-link-confirm\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'साइन इन पूरा हो रहा है' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'प्रोफ़ाइल मेनू' })).toBeVisible();
  await expect(page).toHaveURL(/localhost:3000\/hi\/?$/);
});
