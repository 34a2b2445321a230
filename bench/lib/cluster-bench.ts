import { randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { CASH_ON_DELIVERY } from '@mitti/shared/orders';
import { startCluster, type Cluster } from '../../scripts/cluster/cluster';
import { shippingAddress } from '../../server/src/test/shipping-address';
import { mintToken } from './api-bench';
import { DOCUMENT_LOAD } from './document-load';
import { loadWithWrk } from './wrk';

/** Progress on stdout (the lint rule keeps console.log out of app code). */
const log = (text: string) => process.stdout.write(`${text}\n`);

/** The rolling deploy's timeline, in seconds of the load test. */
const LOAD_S = 40;
const DEPLOY_DOCUMENT_SERVER_AT_S = 5;
const DEPLOY_API_AFTER_S = 3;
/** Shoppers placing orders meanwhile, each one every ORDER_EVERY_MS (well under POST /api/orders' 20 a minute). */
const SHOPPERS = 6;
const ORDER_EVERY_MS = 3500;

export interface ClusterResults {
  routes: string[];
  perSecond: number;
  p50: number;
  p99: number;
  /** Socket errors and timeouts; then answers that were neither 2xx nor 3xx (wrk counts those). */
  errors: number;
  non2xx: number;
  orders: { placed: number; failed: number; lost: number };
  /** What was deployed again during the load, with how long each copy took to stop and come back. */
  deploys: { copy: string; atS: number; tookS: number }[];
  loadAverage: number[];
}

interface Shopper {
  token: string;
  placed: string[];
  failed: string[];
}

/** One shopper's orders through the load balancer until `until`, each with its Idempotency-Key. */
async function placeOrders(cluster: Cluster, product: string, shopper: Shopper, until: number): Promise<void> {
  while (Date.now() < until) {
    const started = Date.now();
    try {
      const response = await fetch(`${cluster.apiUrl}/api/orders`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${shopper.token}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          items: [{ id: product, quantity: 1 }],
          paymentMethod: CASH_ON_DELIVERY,
          shippingAddress,
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await response.json()) as { id?: string; error?: string };
      if (response.ok && body.id) shopper.placed.push(body.id);
      else shopper.failed.push(`${response.status} ${body.error ?? ''}`);
    } catch (error) {
      shopper.failed.push(String(error));
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, ORDER_EVERY_MS - (Date.now() - started))));
  }
}

/**
 * Issue 31 item 5: the shop on two document servers and two APIs behind nginx (`npm run start:cluster`),
 * documents under item 4's load (20 connections over /product/:id, /store and /) and shoppers placing
 * orders, while one document server and then one copy of the API are deployed again. Every request must be
 * answered, and every order answered 2xx must be in the database.
 */
export async function benchCluster(): Promise<ClusterResults> {
  const cluster = await startCluster((line) => (/error|warn|exited/i.test(line) ? log(line) : undefined));
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  try {
    const products = (await (await fetch(`${cluster.apiUrl}/products`)).json()) as { id: string; stock: number }[];
    const product = products.find((p) => p.stock > 0)!.id;
    // Every order of the test can be taken (stock is the API's business, not the test's).
    await db.query('UPDATE products SET stock = 1000000 WHERE id = $1', [product]);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i++) shoppers.push({ token: await mintToken(), placed: [], failed: [] });
    const routes = [`/product/${product}`, '/store', '/'];
    const load = {
      base: cluster.url.replace('//localhost:', '//127.0.0.1:'),
      paths: routes,
      connections: DOCUMENT_LOAD.connections,
    };
    await loadWithWrk({ ...load, durationS: DOCUMENT_LOAD.warmup });

    const started = Date.now();
    const deploys: ClusterResults['deploys'] = [];
    const deploy = async (copy: Cluster['documentServers'][number]) => {
      const at = Date.now();
      await copy.restart();
      deploys.push({ copy: copy.name, atS: (at - started) / 1000, tookS: (Date.now() - at) / 1000 });
      log(`deployed ${copy.name} again in ${((Date.now() - at) / 1000).toFixed(1)} s`);
    };
    const rolling = (async () => {
      await new Promise((resolve) => setTimeout(resolve, DEPLOY_DOCUMENT_SERVER_AT_S * 1000));
      await deploy(cluster.documentServers[0]!);
      await new Promise((resolve) => setTimeout(resolve, DEPLOY_API_AFTER_S * 1000));
      await deploy(cluster.apis[0]!);
    })();
    const until = started + LOAD_S * 1000;
    const [result] = await Promise.all([
      loadWithWrk({ ...load, durationS: LOAD_S }),
      ...shoppers.map((shopper) => placeOrders(cluster, product, shopper, until)),
      rolling,
    ]);
    const placed = shoppers.flatMap((shopper) => shopper.placed);
    const found = await db.query<{ count: string }>('SELECT count(*) FROM orders WHERE id = ANY($1::uuid[])', [placed]);
    const failed = shoppers.flatMap((shopper) => shopper.failed);
    if (failed.length) log(`orders that failed: ${failed.join('; ')}`);
    return {
      routes: ['/product/:id', '/store', '/'],
      perSecond: result.perSecond,
      p50: result.p50,
      p99: result.p99,
      errors: result.errors,
      non2xx: result.non2xx,
      orders: { placed: placed.length, failed: failed.length, lost: placed.length - Number(found.rows[0]!.count) },
      deploys,
      loadAverage: os.loadavg(),
    };
  } finally {
    await db.end();
    await cluster.stop();
  }
}
