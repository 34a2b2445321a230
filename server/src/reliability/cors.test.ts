import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { createTestDatabase } from '../test/test-app';

const EVIL = 'http://evil.example';
const SHOP = 'http://localhost:3000';

describe('CORS', () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildApp({ db });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  }, 60_000);

  const preflight = (url: string, origin: string, method: string) =>
    app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('an origin not allowed gets no Access-Control-Allow-Origin on /api; the shop origin does', async () => {
    const evil = await preflight('/api/orders', EVIL, 'POST');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const evilRead = await app.inject({ method: 'GET', url: '/api/orders/public/x', headers: { origin: EVIL } });
    expect(evilRead.headers['access-control-allow-origin']).toBeUndefined();
    const shop = await preflight('/api/orders', SHOP, 'POST');
    expect(shop.headers['access-control-allow-origin']).toBe(SHOP);
    expect(shop.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('public catalogue reads answer any origin with *, never with credentials', async () => {
    const [product] = (await (await app.inject({ method: 'GET', url: '/products' })).json()) as { id: string }[];
    const [workshop] = (await (await app.inject({ method: 'GET', url: '/workshops' })).json()) as { id: string }[];
    for (const url of ['/products', `/products/${product?.id}`, '/workshops', `/workshops/${workshop?.id}`]) {
      const read = await app.inject({ method: 'GET', url, headers: { origin: EVIL } });
      expect(read.statusCode).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBe('*');
      expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const image = await app.inject({ method: 'GET', url: '/images/no-such-photo.webp', headers: { origin: EVIL } });
    expect(image.headers['access-control-allow-origin']).toBe('*');
    // A signed-in shop page sends Authorization, so the browser asks first.
    const readPreflight = await preflight('/products', EVIL, 'GET');
    expect(readPreflight.statusCode).toBe(204);
    expect(readPreflight.headers['access-control-allow-origin']).toBe('*');
    expect(readPreflight.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('writes to catalogue paths keep the allow-list', async () => {
    const write = await preflight('/products', EVIL, 'POST');
    expect(write.headers['access-control-allow-origin']).toBeUndefined();
    const post = await app.inject({ method: 'POST', url: '/products', headers: { origin: EVIL }, payload: {} });
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
  });
});
