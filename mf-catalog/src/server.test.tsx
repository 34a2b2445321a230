/** @jest-environment node */
/**
 * The catalogue's server pages render where there is no window (the shell's server render), from the data
 * their `load` put into the store.
 */
import { describe, expect, it } from '@jest/globals';
import { api, configureApiClient, createAppStore, type PageLanguage } from '@mitti/shared';
import { json, testApiForEachTest } from '../../shared/test/test-api-server';
import { hindiTranslator } from '../../shared/test/hindi-translator';
import { renderServerPage } from '../../shared/test/render-with-providers';
import { pages } from './server';
import ProductPage from './features/product/product-page';
import { loadHindi } from './words/words';
import { getProductsApi } from './features/products/api/get-products';
import { getProductApi } from './features/products/api/get-product';
import { getProductsByCategoryApi } from './features/products/api/get-products-by-category';
import { getProductReviewsApi } from './features/products/api/get-product-reviews';
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

async function renderPage(name: keyof typeof pages, path: string, pattern: string, page?: PageLanguage) {
  const { store, products } = await storeWithCatalogue();
  const { Component, load } = pages[name]!;
  // What the shell's server render does on a Hindi page: the page's load gets its words in, then one render. The
  // store already holds the API's answers, so only the words are loaded.
  if (page?.translator) await page.translator.ready(loadHindi);
  const html = renderServerPage(<Component />, { store, path, pattern, page });
  return { html, products, store, load };
}

const hindiPage = (): PageLanguage => ({ language: 'hi', translator: hindiTranslator() });

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

  it("renders the store in Hindi on a Hindi page, the owner's words in English and marked so", async () => {
    const { html, products } = await renderPage('StorePage', '/store', '/store', hindiPage());
    expect(html).toContain('<div class="page catalog-store" lang="hi">');
    expect(html).toContain('>उत्पाद</h1>');
    expect(html).toContain('नए आए उत्पाद');
    expect(html).toContain('कार्ट में डालें');
    expect(html).toContain('उत्पाद फ़िल्टर करें');
    expect(html).toContain(`<h3 class="catalog-card__name" lang="en">`);
    expect(html).toContain(products[0]!.name);
    expect(html).toMatch(/Rs\. [\d,]+\/-/);
    expect(html).not.toContain('Add to Cart');
    expect(html).not.toContain('Filter Products');
  });

  it('renders a filtered Hindi store with its chips and count in Hindi', async () => {
    const { html } = await renderPage('StorePage', '/store?category=Bowls&sort=price-asc', '/store', hindiPage());
    expect(html).toContain('श्रेणी: Bowls');
    expect(html).toContain('क्रम: कीमत: कम से ज़्यादा');
    expect(html).toMatch(/\d+ में से \d+ उत्पाद दिखाए जा रहे हैं/);
    expect(html).not.toContain('Showing');
  });

  it('renders a product page in Hindi, its name, category, description and reviews as written', async () => {
    const product = sampleCatalogue()[0]!;
    const { store } = await storeWithCatalogue();
    await store.dispatch(
      getProductReviewsApi.util.upsertQueryData('getProductReviews', product.id, {
        productId: product.id,
        average: 4,
        count: 1,
        reviews: [
          { id: 'r1', reviewer: 'Asha K.', rating: 4, title: 'Lovely', text: 'Holds my dal.', writtenAt: '2026-12-02' },
        ],
      }),
    );
    const page = hindiPage();
    await page.translator!.ready(loadHindi);
    const path = `/product/${product.id}`;
    const html = renderServerPage(<ProductPage />, { store, path, pattern: '/product/:id', page });
    expect(html).toContain('<div class="page catalog-product" lang="hi">');
    expect(html).toContain(`<h1 class="page__title" lang="en">${product.name}</h1>`);
    expect(html).toContain('कार्ट में डालें');
    expect(html).toContain('अभी ख़रीदें');
    expect(html).toContain('मात्रा');
    expect(html).toContain('(1 समीक्षा)');
    expect(html).toContain('5 में से 4 स्टार');
    expect(html).toContain('2 दिसंबर 2026');
    expect(html).toContain('<p class="catalog-review__text" lang="en">Holds my dal.</p>');
    expect(html).toContain('सभी करों सहित');
    expect(html).toContain('मूल देश');
    expect(html).not.toContain('Add to Cart');
    expect(html).not.toContain('Buy Now');
  });

  it('gets the Hindi words in with the API reads when a page is loaded on a Hindi page', async () => {
    const { store } = await storeWithCatalogue();
    const page = hindiPage();
    const { load, Component } = pages.LatestArrivals!;
    // The store holds the list, so the load's read is answered from it; its words are what it waits for.
    await load?.({ store, params: {}, url: new URL('http://localhost:3000/hi'), translator: page.translator });
    const html = renderServerPage(<Component />, { store, path: '/', pattern: '/', page });
    expect(html).toContain('aria-label="नए आए उत्पाद" lang="hi"');
    expect(html).toContain('कार्ट में डालें');
  });

  it('renders the English pages with no lang of their own and no Hindi', async () => {
    const store = await renderPage('StorePage', '/store', '/store');
    expect(store.html).toContain('<div class="page catalog-store">');
    expect(store.html).not.toMatch(/[\u0900-\u097F]/);
    const product = sampleCatalogue()[0]!;
    const one = await renderPage('ProductPage', `/product/${product.id}`, '/product/:id');
    expect(one.html).toContain('<div class="page catalog-product">');
    expect(one.html).toContain('Add to Cart');
    expect(one.html).not.toMatch(/[\u0900-\u097F]/);
  });
});

describe("the catalogue's server loads tell the reads they start (decision 125)", () => {
  const server = testApiForEachTest();

  /** The paths a page's load told, as the shell's render gives them to the document server. */
  async function readsOf(name: keyof typeof pages, path: string, params: Record<string, string> = {}) {
    const told: string[] = [];
    const store = createAppStore(undefined, { onRead: (read) => told.push(read) });
    await pages[name]!.load?.({ store, url: new URL(`http://localhost:3000${path}`), params, translator: null });
    store.dispatch(api.util.resetApiState());
    return told;
  }

  it('the store and the home page read the list; a search, its results too; a product page, its product and reviews, then its category', async () => {
    const product = sampleCatalogue()[0]!;
    server.answer(({ path }) =>
      json(200, path.startsWith(`/products/${product.id}`) && !path.endsWith('/reviews') ? product : []),
    );
    configureApiClient({ baseUrl: server.url });
    expect(await readsOf('StorePage', '/store')).toEqual(['/products']);
    expect(await readsOf('StorePage', '/store?q=mug%20blue')).toEqual(['/products', '/products?q=mug%20blue']);
    expect(await readsOf('LatestArrivals', '/')).toEqual(['/products']);
    expect(await readsOf('ProductPage', `/product/${product.id}`, { id: product.id })).toEqual([
      `/products/${product.id}`,
      `/products/${product.id}/reviews`,
      `/products?category=${encodeURIComponent(product.category)}`,
    ]);
  });
});
