import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { createShopper, signIn, signOut, type Shopper } from '../support/auth';
import { followLink, mailTo } from '../support/mail';
import { watchForEver } from '../support/ever-shown';
import { accountCartLines } from '../support/routes';
import { FORM_ACTIONS } from '../../shared/src/forms/form-actions';

const TUMBLER = 'tenmoku-tumbler';
const INCENSE_HOLDER = 'leaf-incense-holder';

const cartCount = (page: Page) => page.getByTestId('cart-count');

/**
 * Adds one of a product from its detail page (the catalogue remote), and waits, as a shopper does, for the page
 * to say so (the form's answer before the app runs, or the app's) and for a signed-in shopper's cart on the
 * server to hold it. The tap is the app's or, before the app runs, the page's form, which saves the account's
 * cart through the document server: a wait for the app's own save never ended after a tap the form took (a CI
 * run).
 */
async function addToCart(page: Page, productId: string, { account }: { account?: Shopper } = {}) {
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
  await expect(page.getByText(/added to cart/).first()).toBeVisible();
  if (account) {
    await expect
      .poll(async () => (await accountCartLines(account)).some((item) => item.id === productId), {
        message: `the account's cart holds ${productId}`,
      })
      .toBe(true);
  }
}

/** A moment a test waits for: `resolve` marks it reached. */
function moment(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

test('a visitor registers (password policy enforced), then signs out', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();

  await page.getByLabel('Full Name').fill('Asha Rao');
  await page.getByLabel('Email', { exact: true }).fill(`asha-${randomUUID().slice(0, 8)}@example.com`);
  const password = page.getByLabel('Password', { exact: true });
  const confirm = page.getByLabel('Confirm Password');
  await password.fill('clay1234');
  await confirm.fill('clay1234');
  await expect(page.getByText('Password does not meet security requirements')).toBeVisible();
  await expect(password).toHaveAccessibleDescription(/Password does not meet security requirements/);
  await expect(submit).toBeDisabled();

  await password.fill('Clay-pots-42!');
  await confirm.fill('Clay-pots-41!');
  await password.focus();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(submit).toBeDisabled();

  await confirm.fill('Clay-pots-42!');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome to Mitti Studio, Asha!')).toBeVisible();

  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toHaveCount(0);
});

test('sign-in explains missing fields and a wrong password', async ({ page }) => {
  const shopper = await createShopper();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter both email and password');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Email is required');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password is required');

  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1!');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password. Please try again.');
  await expect(page.getByRole('button', { name: 'Profile menu' })).toHaveCount(0);
});

test('a password reset request shows success and returns to sign in', async ({ page }) => {
  const shopper = await createShopper();
  await page.goto('/reset-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address.');
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'If an account exists with this email, a password reset link will be sent.',
  );
  // The shop's own mail reaches the catcher, its link the identity provider's reset that returns to the shop.
  const mail = await mailTo(shopper.email, /Reset your Mitti Studio password/);
  const inbox = await page.context().newPage();
  await inbox.setContent(mail.html);
  const link = new URL((await inbox.getByRole('link', { name: 'Reset your password' }).getAttribute('href'))!);
  await inbox.close();
  expect(link.href).toContain('mode=resetPassword');
  expect(link.searchParams.get('continueUrl')).toBe('http://localhost:3000/login');
  await expect(page).toHaveURL(/\/login$/, { timeout: 8000 });

  // The link works: the emulator's reset page takes the new password in its address (a real project's shows a
  // form), then returns to the shop's sign-in, where the new password signs in.
  link.searchParams.set('newPassword', 'Glazed-bowls-7!');
  await page.goto(link.href);
  await expect(page).toHaveURL(/localhost:3000\/login$/);
  await signIn(page, { email: shopper.email, password: 'Glazed-bowls-7!' });
});

test('a password reset request tells a stranger nothing of which addresses have accounts', async ({ page }) => {
  await page.goto('/reset-password');
  await page.getByLabel('Email', { exact: true }).fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  // The same words, and the same way back to sign in, as for an address that has an account.
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'If an account exists with this email, a password reset link will be sent.',
  );
  await expect(page.getByText('No account exists with this email address')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/, { timeout: 8000 });
});

test('email-link sign-in completes from the link in the mail the shop sent', async ({ page }) => {
  const shopper = await createShopper();
  await page.goto('/email-link-login');
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByRole('button', { name: 'Send Login Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  await followLink(page, await mailTo(shopper.email, /sign-in link/), 'Sign in to Mitti Studio');
  await expect(page).toHaveURL(/\/email-link-confirm\?/);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(page).toHaveURL(/localhost:3000\/$/);
});

test('an invalid email link says so', async ({ page }) => {
  await page.goto('/email-link-confirm');
  await expect(page.getByRole('alert')).toHaveText('Invalid email link. Please request a new login link.');
});

test('a protected page sends the visitor to sign in and back again', async ({ page }) => {
  const shopper = await createShopper();
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, shopper);
  await expect(page).toHaveURL(/\/orders$/);
});

test('a session whose token cannot be refreshed is signed out and sent to sign in, with a message to dismiss', async ({
  page,
}) => {
  const shopper = await createShopper();
  await signIn(page, shopper);
  // The API refuses the token (as for a revoked session), and no fresh one can be had from the token service.
  const refused = /\/api\/orders\/user\//;
  await page.route(refused, (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"error":"Invalid or expired token."}' }),
  );
  await page.route(/securetoken\.googleapis\.com/, (route) => route.abort());
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login$/);
  const alert = page.getByRole('alert').filter({ hasText: 'Authentication expired. Please sign in again.' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toHaveCount(0);
  await expect(alert).toHaveText('Authentication expired. Please sign in again.');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Authentication expired. Please sign in again.')).toHaveCount(0);

  await page.unroute(refused);
  await page.unroute(/securetoken\.googleapis\.com/);
  await signIn(page, shopper);
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByText("You haven't placed any orders yet")).toBeVisible();
});

test('the cart is saved to the account and comes back after signing out and in', async ({ page }) => {
  const shopper = await createShopper();
  await signIn(page, shopper);
  await addToCart(page, TUMBLER, { account: shopper });
  await expect(cartCount(page)).toHaveText('1');

  // Opened afresh, the cart page says the account's cart is loading until it is in: from its first byte
  // (the server's view) to the app's, it never calls the cart empty.
  const sawEmptyCart = await watchForEver(page, { text: 'Your cart is empty' });
  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Items in your cart' })).toBeVisible();
  expect(await sawEmptyCart()).toBe(false);

  await signOut(page);
  await expect(cartCount(page)).toHaveText('0');

  await signIn(page, shopper);
  await expect(cartCount(page)).toHaveText('1');
  expect(await accountCartLines(shopper)).toEqual([expect.objectContaining({ id: TUMBLER, quantity: 1 })]);
});

test("a signed-in shopper's Add to Cart before the app runs reaches the account, even when the app starts while the form is answered", async ({
  page,
}) => {
  // A CI run: the tap before the app was the form's, and the page it left started its app while the form was
  // answered. That app took the piece from the cart's cookie for the account's cart and was gone before its save
  // left: the page the form came back to found the cookie empty, and the account never had the piece.
  const shopper = await createShopper();
  await signIn(page, shopper);
  // The app's start is held until the tap; the form is answered once the page's app asks for the account's cart,
  // which it gets once the form's answer (and the cart's cookie) has come; a save of the account's cart sent
  // before the page the form comes back to is in never leaves.
  const scriptAsked = moment();
  const tapped = moment();
  let posted = false;
  const cartAsked = moment();
  let answerIn = false;
  const formAnswered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === FORM_ACTIONS.cart.path,
    { timeout: 30_000 },
  );
  const answerShown = formAnswered
    .then(() => page.waitForEvent('domcontentloaded'))
    .then(() => {
      answerIn = true;
    });
  await page.route('**/main.js', async (route) => {
    scriptAsked.resolve();
    await tapped.promise;
    await route.continue();
  });
  await page.route(/\/cart$/, async (route) => {
    if (route.request().method() === 'POST') {
      posted = true;
      tapped.resolve();
      await cartAsked.promise;
    }
    await route.continue();
  });
  await page.route(`**/api/documents/carts/${shopper.uid}**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (route.request().method() === 'POST' && pathname.endsWith('/load') && posted && !answerIn) {
      cartAsked.resolve();
      await formAnswered;
    }
    if (route.request().method() === 'PUT' && !answerIn) {
      await answerShown;
      await route.abort('aborted');
    } else await route.continue();
  });
  await page.goto(`/product/${TUMBLER}`);
  await scriptAsked.promise;
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
  await expect(page.getByText(/added to cart/).first()).toBeVisible();

  await expect(cartCount(page)).toHaveText('1');
  await expect
    .poll(async () => (await accountCartLines(shopper)).map((item) => [item.id, item.quantity]))
    .toEqual([[TUMBLER, 1]]);
});

test("a guest's cart survives a reload and is merged into the account at sign-in", async ({ page }) => {
  const shopper = await createShopper();
  await signIn(page, shopper);
  await addToCart(page, TUMBLER, { account: shopper });
  await signOut(page);

  await addToCart(page, TUMBLER);
  await addToCart(page, INCENSE_HOLDER);
  await page.reload();
  await expect(cartCount(page)).toHaveText('2');

  await signIn(page, shopper);
  await expect(cartCount(page)).toHaveText('2');
  await expect
    .poll(async () => (await accountCartLines(shopper)).map((item) => [item.id, item.quantity]))
    .toEqual([
      [TUMBLER, 2],
      [INCENSE_HOLDER, 1],
    ]);
  // The guest's lines are the account's now: the cart's cookie is emptied once the save is answered (the API
  // may have the cart a moment before the page has its answer).
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'mitti_cart'))
    .toBeUndefined();
});

test('a visitor gets the shop without the sign-in SDK; a signed-in shopper stays signed in across reloads', async ({
  page,
}) => {
  const sdkRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/firebase-auth\.[0-9a-f]+\.js$/.test(request.url())) sdkRequests.push(request.url());
  });
  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();
  expect(sdkRequests).toEqual([]);

  // The session the SDK stores at sign-in is what the shell checks for before it renders (stored-session.ts).
  const shopper = await createShopper();
  await signIn(page, shopper);
  expect(sdkRequests.length).toBeGreaterThan(0);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/orders$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);

  await signOut(page);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();
});
