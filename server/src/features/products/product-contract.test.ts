import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Product, Workshop } from '@mitti/shared/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the catalogue answers by its contract (@mitti/shared/contracts)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60_000);
  afterAll(() => testApp.close(), 60_000);

  it('every product and workshop the API sends passes the schema the storefront takes its types from', async () => {
    const products = await testApp.app.inject({ method: 'GET', url: '/products' });
    const workshops = await testApp.app.inject({ method: 'GET', url: '/workshops' });
    expect(products.json<unknown[]>().length).toBeGreaterThan(0);
    expect([...Value.Errors(Type.Array(Product), products.json())]).toEqual([]);
    expect([...Value.Errors(Type.Array(Workshop), workshops.json())]).toEqual([]);
  });
});
