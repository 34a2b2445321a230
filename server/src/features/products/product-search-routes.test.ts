import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Product } from './product-schema';

describe('GET /products?q= (product search)', () => {
  let testApp: TestApp;
  let all: Product[];

  const search = async (query: string): Promise<Product[]> => {
    const response = await testApp.app.inject({ method: 'GET', url: `/products?${new URLSearchParams(query)}` });
    expect(response.statusCode).toBe(200);
    return response.json<Product[]>();
  };
  const text = (product: Product) =>
    [product.name, product.description, product.category, product.materialType, product.glaze, ...product.tags]
      .concat(product.materials)
      .join(' ')
      .toLowerCase();

  beforeAll(async () => {
    testApp = await createTestApp();
    all = (await testApp.app.inject({ method: 'GET', url: '/products' })).json<Product[]>();
  }, 60_000);
  afterAll(() => testApp.close(), 60_000);

  it('finds terracotta pieces whatever the case or accents', async () => {
    const upper = await search('q=TERRACOTTA');
    expect(upper.length).toBeGreaterThanOrEqual(3);
    expect(upper.every((product) => text(product).includes('terracotta'))).toBe(true);
    expect(await search('q=t%C3%A9rracotta')).toEqual(upper);
    expect(await search('q=%20terracotta%20')).toEqual(upper);
  });

  it("finds 'glaze' from 'glazé'", async () => {
    const found = await search('q=glaz%C3%A9');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((product) => text(product).includes('glaz'))).toBe(true);
  });

  it('ranks a name match above a match elsewhere only', async () => {
    const found = await search('q=terracotta');
    const inName = found.map((product) => product.name.toLowerCase().includes('terracotta'));
    expect(inName).toContain(true);
    expect(inName).toContain(false);
    expect(inName.lastIndexOf(true)).toBeLessThan(inName.indexOf(false));
  });

  it('matches words by their beginning, all of them', async () => {
    const found = await search('q=terra%20plate');
    expect(found.map((product) => product.id)).toContain('terracotta-thali-plate');
    expect(found.every((product) => /terra/.test(text(product)) && /plate/.test(text(product)))).toBe(true);
  });

  it('returns every product, in the usual shape, for an empty query', async () => {
    expect(await search('q=')).toEqual(all);
    expect(await search('q=%20%20')).toEqual(all);
  });

  it('combines the query with a category', async () => {
    const found = await search('q=terracotta&category=plates');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((product) => product.category === 'Plates')).toBe(true);
    expect((await search('q=terracotta')).length).toBeGreaterThan(found.length);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await search('q=zebra')).toEqual([]);
    expect(await search('q=%21%3F')).toEqual([]);
  });
});
