import { expect, type Page } from '@playwright/test';
import { shippingAddress } from '../../server/src/test/shipping-address';
import { ROUTE_TABLE, type RouteFact } from '../../shell/src/app/route-table';
import { appReady, appRuns } from './app';
import { AUTH_EMULATOR, type Shopper } from './auth';

export { appReady };

export const API = 'http://localhost:4000';

/**
 * Queries a page is also visited with (a filtered store; the payment pages as a gateway sends shoppers back):
 * test data, not route facts, which are the route table's.
 */
const EXAMPLE_QUERIES: Readonly<Record<string, readonly string[]>> = {
  '/store': ['', '?category=Tableware&tag=handmade'],
  '/payment/success': ['?order=:order'],
  '/payment/failed': ['?error=card_declined&order=:order'],
  '/payment/confirmation': ['?order_id=:order&status=success', '?order_id=:order&status=failed&error=card_declined'],
};

/** A route's pattern with its `:id` named for what it is (`:product`, `:workshop`), ready for fillRoute. */
const template = (route: RouteFact) =>
  route.path.replace(':id', route.path.startsWith('/product/') ? ':product' : ':workshop');

/**
 * Every route a shopper can visit (SPEC section 2), from the one route table (shell/src/app/route-table.ts):
 * all but the owner's pages and the not-found page, with `:product`, `:workshop` and `:order` placeholders
 * and the example queries above. Last, the payment redirect: its countdown leaves the site after 5 s.
 */
export const SPEC_ROUTES: readonly string[] = ROUTE_TABLE.filter(
  (route) => route.access !== 'admin' && route.path !== '*',
)
  .flatMap((route) => (EXAMPLE_QUERIES[route.path] ?? ['']).map((query) => `${template(route)}${query}`))
  .sort((a, b) => Number(a === '/payment/redirect') - Number(b === '/payment/redirect'));

/** The routes whose first view the server renders (the route table's `serverRendered`), as templates. */
export const SERVER_RENDERED_ROUTES: readonly string[] = ROUTE_TABLE.filter(
  (route) => route.serverRendered && route.path !== '*',
).map(template);

/** Routes rendered in the browser only (no first view in the document), as templates. */
export const BROWSER_RENDERED_ROUTES: readonly string[] = ROUTE_TABLE.filter(
  (route) => !route.serverRendered && route.access !== 'admin',
).map(template);

export interface RouteIds {
  product: string;
  workshop: string;
  order: string;
}

export function fillRoute(route: string, ids: RouteIds): string {
  return route.replace(/:(product|workshop|order)\b/g, (_match, key: keyof RouteIds) => ids[key]);
}

export async function idToken(shopper: Pick<Shopper, 'email' | 'password'>): Promise<string> {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: shopper.email, password: shopper.password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Auth emulator signIn: ${response.status}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** The shopper's orders as the API holds them, read with their real token. */
export async function ordersOf<Order = unknown>(
  shopper: Pick<Shopper, 'uid' | 'email' | 'password'>,
): Promise<Order[]> {
  const response = await fetch(`${API}/api/orders/user/${shopper.uid}`, {
    headers: { Authorization: `Bearer ${await idToken(shopper)}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { orders: Order[] }).orders;
}

/**
 * The lines of the shopper's cart as the API holds it, read with their real token: none before the account's first
 * save (404; a poll that read its missing lines failed at once in a CI run).
 */
export async function accountCartLines(
  shopper: Pick<Shopper, 'uid' | 'email' | 'password'>,
): Promise<{ id: string; quantity: number }[]> {
  const response = await fetch(`${API}/api/documents/carts/${shopper.uid}`, {
    headers: { Authorization: `Bearer ${await idToken(shopper)}` },
  });
  if (response.status === 404) return [];
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { items: { id: string; quantity: number }[] }).items;
}

/** Real ids from the API: the first product and workshop, and a fresh order placed by `shopper`. */
export async function realIds(shopper: Shopper): Promise<RouteIds> {
  const products = (await (await fetch(`${API}/products`)).json()) as { id: string; stock: number | string }[];
  const workshops = (await (await fetch(`${API}/workshops`)).json()) as { id: string }[];
  const product = products.find((item) => Number(item.stock) > 0) ?? products[0]!;
  const order = await placeOrder(shopper, product.id);
  return { product: product.id, workshop: workshops[0]!.id, order: order.id };
}

/** A fresh online order of one piece (awaiting payment), placed through the API with the shopper's token. */
export async function placeOrder(
  shopper: Pick<Shopper, 'email' | 'password'>,
  productId: string,
): Promise<{ id: string }> {
  const response = await fetch(`${API}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await idToken(shopper)}` },
    body: JSON.stringify({
      items: [{ id: productId, quantity: 1, type: 'product' }],
      shippingAddress,
      paymentMethod: 'card',
    }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return (await response.json()) as { id: string };
}

/** Loads the site and waits for the app to run it. */
export async function openSite(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await appReady(page);
  await expect(page.locator('main h1').first()).toBeVisible();
}

/**
 * Client-side navigation, like following a link once the app runs: the in-memory state survives. It waits for
 * the app first: before it runs, following a link is a page load.
 */
export async function go(page: Page, path: string): Promise<void> {
  await appRuns(page);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits until the current route has rendered its content: an h1 in main and no loading slot. */
export async function waitForContent(page: Page): Promise<void> {
  await appRuns(page);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main .remote-loading, main .page-status[role="status"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  await animationsSettled(page);
}

/** Waits until fade-ins and slide transitions have finished (endless spinners do not count). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}
