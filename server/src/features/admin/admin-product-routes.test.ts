import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../../app';
import { databaseTargets, type DatabaseTarget } from '../../reliability/support/targets';
import { testAuth, testVerifier } from '../../reliability/support/test-verifier';
import type { Product } from '../products/product-schema';

const admin = testAuth('owner-admin', true);

const newVase = {
  name: 'Monsoon Celadon Vase',
  description: 'A tall celadon vase thrown in the monsoon batch.',
  category: 'Vases',
  price: 2499.5,
  mrp: 2999,
  stock: 4,
  tags: ['new', 'celadon', ' vase ', 'new'],
  isPopular: false,
  materialType: 'Stoneware',
  materials: ['Stoneware clay', 'Celadon glaze'],
  glaze: 'Celadon',
  dimensions: '10 x 10 x 28 cm',
  capacity: 1200,
  firingTemp: 1260,
  coneType: 'Cone 10',
};

describe.each(databaseTargets)('the owner’s catalogue API on $name', ({ create }) => {
  let target: DatabaseTarget;
  let app: FastifyInstance;

  const write = (method: 'POST' | 'PUT', url: string, payload: object, headers = admin) =>
    app.inject({ method, url, headers, payload });
  const read = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    target = await create();
    app = await buildApp({ db: target.db, verifier: testVerifier, publicApiUrl: 'http://api.mitti.test' });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await target.dispose();
  }, 60_000);

  it('adds a product that the store lists at once', async () => {
    await read('/products'); // warms the catalogue cache
    const created = await write('POST', '/api/admin/products', newVase);
    expect(created.statusCode).toBe(201);
    expect(created.json<Product>()).toMatchObject({
      id: 'monsoon-celadon-vase',
      price: 2499.5,
      mrp: 2999,
      tags: ['new', 'celadon', 'vase'],
      images: [],
    });
    const listed = (await read('/products?category=vases')).json<Product[]>();
    expect(listed.map((p) => p.id)).toContain('monsoon-celadon-vase');
    const again = await write('POST', '/api/admin/products', newVase);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('A product with the id monsoon-celadon-vase already exists.');
  });

  it('edits price, stock and details, and /products serves the change on the next request with a new ETag', async () => {
    const before = await read('/products/forest-green-mug');
    const etag = String(before.headers.etag);
    expect(before.headers['cache-control']).toBe('no-cache');
    const product = before.json<Product>();
    const edit = {
      name: product.name,
      description: product.description,
      category: product.category,
      price: 555,
      mrp: product.mrp,
      stock: 42,
      tags: product.tags,
      isPopular: !product.isPopular,
      materialType: product.materialType,
      materials: product.materials,
      glaze: 'Forest Green Gloss',
      dimensions: product.dimensions,
      capacity: product.capacity,
      firingTemp: product.firingTemp,
      coneType: product.coneType,
      // Not the form's to change: dropped, the pictures stay.
      images: ['elsewhere.svg'],
    };
    const saved = await write('PUT', '/api/admin/products/forest-green-mug', edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Product>()).toMatchObject({ price: 555, stock: 42, glaze: 'Forest Green Gloss' });
    expect(saved.json<Product>().images).toEqual(product.images);

    const revalidated = await read('/products/forest-green-mug', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.headers.etag).not.toBe(etag);
    expect(revalidated.json<Product>()).toMatchObject({ price: 555, stock: 42, isPopular: !product.isPopular });
    const inList = (await read('/products')).json<Product[]>().find((p) => p.id === 'forest-green-mug');
    expect(inList?.price).toBe(555);
  });

  it('refuses what a shop cannot sell with a clear 400 and changes nothing', async () => {
    const cases: [object, string | null][] = [
      [{ ...newVase, price: 3000 }, 'The price cannot be above the MRP.'],
      [{ ...newVase, price: 10.005 }, 'Prices are in rupees with at most two decimals.'],
      [{ ...newVase, stock: -1 }, null],
      [{ ...newVase, name: '   ' }, null],
      [{ ...newVase, price: '100' }, null],
    ];
    for (const [body, message] of cases) {
      const response = await write('PUT', '/api/admin/products/monsoon-celadon-vase', body);
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json().error).toBe(message);
    }
    const missing = await write('PUT', '/api/admin/products/no-such-pot', newVase);
    expect(missing.statusCode).toBe(404);
    expect((await read('/products/monsoon-celadon-vase')).json<Product>()).toMatchObject({ price: 2499.5, stock: 4 });
  });

  it('answers a shopper 403 and writes nothing', async () => {
    const shopper = testAuth('curious');
    expect(
      (await write('PUT', '/api/admin/products/forest-green-mug', { ...newVase, price: 1 }, shopper)).statusCode,
    ).toBe(403);
    expect((await write('POST', '/api/admin/products', { ...newVase, name: 'Sneaky Pot' }, shopper)).statusCode).toBe(
      403,
    );
    expect((await read('/products/forest-green-mug')).json<Product>().price).not.toBe(1);
    expect((await read('/products/sneaky-pot')).statusCode).toBe(404);
  });
});
