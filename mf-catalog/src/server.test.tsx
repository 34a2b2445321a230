/** @jest-environment node */
/**
 * The catalogue's server pages render where there is no window (the shell's server render), from the data
 * their `load` put into the store.
 */
import { describe, expect, it } from '@jest/globals';
import { createAppStore } from '@mitti/shared';
import { renderServerPage } from '../../shared/test/render-with-providers';
import { pages } from './server';
import { getProductsApi } from './features/products/api/get-products';
import { getProductApi } from './features/products/api/get-product';
import { getProductsByCategoryApi } from './features/products/api/get-products-by-category';
import { sampleCatalogue } from './test/products';

async function storeWithCatalogue() {
  const store = createAppStore();
  const products = sampleCatalogue();
  await store.dispatch(getProductsApi.util.upsertQueryData('getProducts', undefined, products));
  for (const product of products) {
    await store.dispatch(getProductApi.util.upsertQueryData('getProduct', product.id, product));
    await store.dispatch(
      getProductsByCategoryApi.util.upsertQueryData(
        'getProductsByCategory',
        product.category,
        products.filter((p) => p.category === product.category),
      ),
    );
  }
  return { store, products };
}

async function renderPage(name: keyof typeof pages, path: string, pattern: string) {
  const { store, products } = await storeWithCatalogue();
  const { Component } = pages[name]!;
  const html = renderServerPage(<Component />, { store, path, pattern });
  return { html, products };
}

describe('catalogue pages on the server', () => {
  it('has no window', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders the store with its products', async () => {
    const { html, products } = await renderPage('StorePage', '/store', '/store');
    expect(html).toContain(products[0]!.name);
  });

  it('renders a product page with its name and price, and its schema.org data', async () => {
    const product = sampleCatalogue()[0]!;
    const { html } = await renderPage('ProductPage', `/product/${product.id}`, '/product/:id');
    expect(html).toContain(product.name);
    expect(html).toContain('application/ld+json');
  });

  it('renders the home page rail', async () => {
    const { html, products } = await renderPage('LatestArrivals', '/', '/');
    expect(html).toContain('Latest arrivals');
    expect(products.some((product) => html.includes(product.name))).toBe(true);
  });
});
