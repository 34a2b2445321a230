import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { productSeed } from '../../seed/product-seed';
import { createTestApp, testApiUrl, type TestApp } from '../../test/test-app';
import type { Product } from './product-schema';

const allowedTags = new Set(
  'featured sale new best-seller handmade artisan pottery ceramic stoneware porcelain tableware homeware vase bowl plate mug cup decorative functional unique traditional modern rustic minimalist exclusive limited'.split(
    ' ',
  ),
);

describe('products API', () => {
  let testApp: TestApp;
  let products: Product[];

  beforeAll(async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/products' });
    expect(response.statusCode).toBe(200);
    products = response.json<Product[]>();
  }, 60_000);
  afterAll(() => testApp.close(), 60_000);

  it('lists the whole seeded catalogue across categories and materials', () => {
    expect(products.length).toBeGreaterThanOrEqual(24);
    expect(products).toHaveLength(productSeed.length);
    expect(new Set(products.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(products.map((p) => p.materialType)).size).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.isPopular).length).toBeGreaterThanOrEqual(6);
    expect(products.some((p) => p.stock === 0)).toBe(true);
  });

  it('returns every SPEC field with the right types', () => {
    for (const product of products) {
      expect(product).toEqual({
        id: expect.stringMatching(/^[a-z0-9-]+$/),
        name: expect.any(String),
        price: expect.any(Number),
        mrp: expect.any(Number),
        category: expect.any(String),
        description: expect.any(String),
        // The owner's Hindi, where the sample shop has it (decision 112); null where it has none.
        nameHi: product.nameHi === null ? null : expect.stringMatching(/\p{Script=Devanagari}/u),
        descriptionHi: product.descriptionHi === null ? null : expect.stringMatching(/\p{Script=Devanagari}/u),
        tags: expect.any(Array),
        imageUrl: product.images,
        images: expect.any(Array),
        // The seeded catalogue has drawings only; the owner's uploads are tested in admin-photo-routes.test.ts.
        photos: [],
        materialType: expect.any(String),
        materials: expect.any(Array),
        glaze: expect.any(String),
        dimensions: expect.stringMatching(/^\d+ x \d+ x \d+ cm$/),
        capacity: product.capacity === null ? null : expect.any(Number),
        firingTemp: expect.any(Number),
        coneType: expect.stringMatching(/^Cone \d+$/),
        stock: expect.any(Number),
        isPopular: expect.any(Boolean),
        createdAt: { seconds: expect.any(Number) },
      });
      expect(product.mrp).toBeGreaterThanOrEqual(product.price);
      expect(product.images.length).toBeGreaterThanOrEqual(2);
      expect(product.images.length).toBeLessThanOrEqual(4);
      for (const tag of product.tags) expect(allowedTags).toContain(tag);
    }
    // The sample shop's Hindi store shows a Hindi name, and an English description where none is given.
    expect(products.find((p) => p.id === 'kulhad-chai-cups')).toMatchObject({
      nameHi: 'चाय के कुल्हड़ (6 का सेट)',
      descriptionHi: expect.stringContaining('कुल्हड़'),
    });
    expect(products.find((p) => p.id === 'terracotta-dahi-handi')).toMatchObject({
      nameHi: 'मिट्टी की दही हांडी',
      descriptionHi: null,
    });
  });

  it('keeps rupee prices exact through the paise round trip and covers every price band', async () => {
    const bowl = products.find((p) => p.id === 'speckled-oat-serving-bowl');
    expect(bowl?.price).toBe(1299.5);
    expect(bowl?.mrp).toBe(1499);
    const prices = products.map((p) => p.price);
    expect(prices).toEqual(expect.arrayContaining([500, 1000, 2000]));
    expect(prices.some((price) => price < 500)).toBe(true);
    expect(prices.some((price) => price > 500 && price < 1000)).toBe(true);
    expect(prices.some((price) => price > 1000 && price < 2000)).toBe(true);
    expect(prices.some((price) => price > 2000)).toBe(true);
    expect(products.some((p) => p.mrp > p.price)).toBe(true);
  });

  it('lists newest first', () => {
    const seconds = products.map((p) => p.createdAt.seconds);
    expect(seconds).toEqual([...seconds].sort((a, b) => b - a));
  });

  it('builds absolute image URLs that the API serves as SVG', async () => {
    const [first] = products;
    const url = first?.images[0] ?? '';
    expect(url.startsWith(`${testApiUrl}/images/products/`)).toBe(true);
    const image = await testApp.app.inject({ method: 'GET', url: url.slice(testApiUrl.length) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['cache-control']).toContain('max-age=');
    expect(image.body).toContain('<svg');
  });

  it('filters by exact category, case-insensitively, ignoring unknown query keys', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/products?category=vases&utm_source=x' });
    expect(response.statusCode).toBe(200);
    const vases = response.json<Product[]>();
    expect(vases.length).toBeGreaterThan(0);
    expect(vases.every((p) => p.category === 'Vases')).toBe(true);
    expect(vases).toHaveLength(products.filter((p) => p.category === 'Vases').length);

    const mugs = await testApp.app.inject({
      method: 'GET',
      url: `/products?category=${encodeURIComponent('Mugs & Cups')}`,
    });
    expect(mugs.json<Product[]>().every((p) => p.category === 'Mugs & Cups')).toBe(true);
    expect(mugs.json<Product[]>().length).toBeGreaterThan(0);

    const none = await testApp.app.inject({ method: 'GET', url: '/products?category=Spoons' });
    expect(none.json()).toEqual([]);

    const blank = await testApp.app.inject({ method: 'GET', url: '/products?category=' });
    expect(blank.json<Product[]>()).toHaveLength(products.length);
  });

  it('returns one product by id', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/products/indigo-stoneware-vase' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Product>()).toEqual(products.find((p) => p.id === 'indigo-stoneware-vase'));
  });

  it('answers 404 with a clear message for an unknown product', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/products/no-such-pot' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Product not found', statusCode: 404 });
  });
});
