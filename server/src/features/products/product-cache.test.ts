import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FRESHNESS_MS, invalidateProductCaches } from './product-cache';

const stockOf = async (testApp: TestApp, id: string) =>
  (await testApp.app.inject({ method: 'GET', url: `/products/${id}` })).json<{ stock: number }>().stock;

describe('product cache', () => {
  let testApp: TestApp;
  const id = 'indigo-stoneware-vase';

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

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
    invalidateProductCaches();
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
});
