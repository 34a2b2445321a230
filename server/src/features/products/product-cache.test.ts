import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FRESHNESS_MS, invalidateCatalogueCaches } from '../../lib/versioned-cache';

const stockOf = async (testApp: TestApp, id: string) =>
  (await testApp.app.inject({ method: 'GET', url: `/products/${id}` })).json<{ stock: number }>().stock;

describe('product cache', () => {
  let testApp: TestApp;
  const id = 'indigo-stoneware-vase';

  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60_000);
  afterAll(() => testApp.close(), 60_000);

  it('shows a write made elsewhere in SQL within the freshness window', async () => {
    const before = await stockOf(testApp, id);
    await testApp.db.query('UPDATE products SET stock = stock - 1 WHERE id = $1', [id]);
    await new Promise((resolve) => setTimeout(resolve, FRESHNESS_MS + 20));
    expect(await stockOf(testApp, id)).toBe(before - 1);
    const list = await testApp.app.inject({ method: 'GET', url: '/products' });
    expect(list.json<{ id: string; stock: number }[]>().find((p) => p.id === id)?.stock).toBe(before - 1);
  });

  it('shows it at once when the writer invalidates', async () => {
    const before = await stockOf(testApp, id);
    await testApp.db.query('UPDATE products SET stock = stock + 5 WHERE id = $1', [id]);
    invalidateCatalogueCaches();
    expect(await stockOf(testApp, id)).toBe(before + 5);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/products' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await testApp.app.inject({ method: 'GET', url: '/products', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends the list compressed once per version, gzip or brotli as accepted, decoding to the same JSON', async () => {
    const get = (acceptEncoding?: string, ifNoneMatch?: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/products',
        headers: {
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
          ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
        },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const list = plain.json<unknown[]>();

    const gzip = await get('gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(list);

    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(list);

    // Each coding is its own representation, with its own validator.
    const etags = new Set([plain.headers.etag, gzip.headers.etag, br.headers.etag]);
    expect(etags.size).toBe(3);
    const revalidated = await get('gzip, deflate, br', String(br.headers.etag));
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(br.headers.etag);
    expect((await get('gzip', String(br.headers.etag))).statusCode).toBe(200);
  });

  it('compresses a category list and a search too', async () => {
    const vases = await testApp.app.inject({
      method: 'GET',
      url: '/products?category=Vases',
      headers: { 'accept-encoding': 'gzip' },
    });
    const names = (body: Buffer) => JSON.parse(gunzipSync(body).toString()) as { category: string }[];
    expect(vases.headers['content-encoding']).toBe('gzip');
    expect(names(vases.rawPayload).every((product) => product.category === 'Vases')).toBe(true);
    const search = await testApp.app.inject({
      method: 'GET',
      url: '/products?q=bowl',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(search.headers['content-encoding']).toBe('gzip');
    expect(names(search.rawPayload).length).toBeGreaterThan(1);
  });
});
