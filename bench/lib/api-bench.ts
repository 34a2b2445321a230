import { orderTotals } from '@mitti/shared/money';
import { shippingAddress } from '../../server/src/test/shipping-address';
import { loadFrom } from './load-generator';

export interface LoadResult {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Throughput as a share of the bare Fastify route measured in the same run. */
  ofBare?: number;
}

interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export const LOAD = { connections: 100, duration: 10, warmup: 2 };

async function measure(target: Target): Promise<LoadResult> {
  const options = { url: target.url, method: target.method ?? 'GET', headers: target.headers, body: target.body };
  await loadFrom({ ...options, connections: LOAD.connections, duration: LOAD.warmup });
  const result = await loadFrom({ ...options, connections: LOAD.connections, duration: LOAD.duration });
  return {
    name: target.name,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function emulatorAccounts(action: string, account: object): Promise<{ idToken: string }> {
  const response = await fetch(
    `http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:${action}?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Auth emulator ${action} failed: ${response.status}`);
  return (await response.json()) as { idToken: string };
}

/**
 * A fresh shopper of the Auth emulator, and their ID token from a sign-in after the sign-up (the sign-up's own
 * token can predate the account's validSince by a second and then reads as revoked).
 */
export async function mintToken(): Promise<string> {
  const account = { email: `bench-${Date.now()}@mitti.test`, password: 'bench-Passw0rd!' };
  await emulatorAccounts('signUp', account);
  return (await emulatorAccounts('signInWithPassword', account)).idToken;
}

export interface ProductSummary {
  id: string;
  stock: number;
  price: number;
}

/**
 * The create-intent body of SPEC section 7, for one unit of `product`, at its price and total as a checkout
 * shows them (the API refuses others, decision 038).
 */
export function createIntentBody(product: ProductSummary, email: string): string {
  const { total } = orderTotals([{ price: product.price, quantity: 1 }]);
  return JSON.stringify({
    orderData: {
      userId: 'bench',
      userEmail: email,
      userName: 'Bench Shopper',
      items: [{ id: product.id, quantity: 1, price: product.price }],
      totalAmount: total,
      orderStatus: 'pending',
      paymentMethod: 'online',
      paymentStatus: 'pending',
      shippingAddress,
    },
    paymentData: {
      amount: 1,
      userId: 'bench',
      userName: 'Bench Shopper',
      userEmail: email,
      userPhone: '+919876543210',
    },
  });
}

/**
 * The API under load, each route next to the bare Fastify route (measured before and after, averaged),
 * because the shared two-core machine's speed changes from minute to minute.
 */
export async function benchApi(apiUrl: string, bareUrl: string): Promise<{ results: LoadResult[]; notes: string[] }> {
  const notes: string[] = [];
  const products = (await (await fetch(`${apiUrl}/products`)).json()) as ProductSummary[];
  const workshops = (await (await fetch(`${apiUrl}/workshops`)).json()) as { id: string }[];
  const stocked = [...products].sort((a, b) => b.stock - a.stock)[0];
  if (!stocked || !workshops.length) throw new Error('The API has no products or workshops');

  const targets: Target[] = [
    { name: 'GET /products', url: `${apiUrl}/products` },
    { name: 'GET /products/:id', url: `${apiUrl}/products/${stocked.id}` },
    { name: 'GET /workshops', url: `${apiUrl}/workshops` },
  ];
  const probe = await fetch(`${apiUrl}/api/payment/create-intent`, { method: 'POST' });
  if (probe.status === 404) notes.push('POST /api/payment/create-intent is not there yet: skipped');
  else {
    const token = await mintToken();
    targets.push({
      name: 'POST create-intent',
      url: `${apiUrl}/api/payment/create-intent`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: createIntentBody(stocked, 'bench@mitti.test'),
    });
  }

  const bareBefore = await measure({ name: 'bare Fastify', url: `${bareUrl}/bare` });
  const results: LoadResult[] = [];
  for (const target of targets) results.push(await measure(target));
  const bareAfter = await measure({ name: 'bare Fastify', url: `${bareUrl}/bare` });
  const bare: LoadResult = {
    name: 'bare Fastify (yardstick)',
    reqPerSec: (bareBefore.reqPerSec + bareAfter.reqPerSec) / 2,
    p50: (bareBefore.p50 + bareAfter.p50) / 2,
    p99: (bareBefore.p99 + bareAfter.p99) / 2,
    errors: bareBefore.errors + bareAfter.errors,
    non2xx: bareBefore.non2xx + bareAfter.non2xx,
  };
  for (const result of results) result.ofBare = result.reqPerSec / bare.reqPerSec;
  return { results: [bare, ...results], notes };
}
