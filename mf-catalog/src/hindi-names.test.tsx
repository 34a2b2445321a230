/** @jest-environment node */
/**
 * The owner's Hindi names and descriptions on the catalogue's pages (decision 112): a Hindi page shows the Hindi the
 * owner gave, in the page's language, and the English marked lang="en" where none is given; an English page is as
 * it was.
 */
import { describe, expect, it } from '@jest/globals';
import { createAppStore, type PageLanguage, type Product } from '@mitti/shared';
import { hindiTranslator } from '../../shared/test/hindi-translator';
import { renderServerPage } from '../../shared/test/render-with-providers';
import { pages } from './server';
import { loadHindi } from './words/words';
import { getProductsApi } from './features/products/api/get-products';
import { getProductApi } from './features/products/api/get-product';
import { getProductsByCategoryApi } from './features/products/api/get-products-by-category';
import { makeProduct } from './test/products';

const kulhads = makeProduct({
  id: 'kulhad-chai-cups',
  name: 'Kulhad Chai Cups',
  description: 'Six earthy kulhads for chai.',
  category: 'Cups',
  nameHi: 'चाय के कुल्हड़ 🍵 (Set)',
  descriptionHi: 'चाय के लिए मिट्टी के छह कुल्हड़।',
});
const handi = makeProduct({
  id: 'terracotta-dahi-handi',
  name: 'Terracotta Dahi Handi',
  description: 'An unglazed clay pot for setting curd.',
  category: 'Cups',
  nameHi: 'मिट्टी की दही हांडी',
  descriptionHi: null,
});
const bowl = makeProduct({ id: 'oat-bowl', name: 'Oat Bowl', category: 'Cups', nameHi: null, descriptionHi: null });
const catalogue: Product[] = [kulhads, handi, bowl];

async function render(
  name: 'StorePage' | 'ProductPage' | 'LatestArrivals',
  path: string,
  pattern: string,
  hindi: boolean,
) {
  const store = createAppStore();
  await store.dispatch(getProductsApi.util.upsertQueryData('getProducts', undefined, catalogue));
  await store.dispatch(getProductsByCategoryApi.util.upsertQueryData('getProductsByCategory', 'Cups', catalogue));
  for (const product of catalogue) {
    await store.dispatch(getProductApi.util.upsertQueryData('getProduct', product.id, product));
  }
  const page: PageLanguage | undefined = hindi ? { language: 'hi', translator: hindiTranslator() } : undefined;
  if (page?.translator) await page.translator.ready(loadHindi);
  const { Component } = pages[name]!;
  return renderServerPage(<Component />, { store, path, pattern, page });
}

describe("the owner's Hindi on the catalogue's pages", () => {
  it("shows a piece's Hindi name and description in Hindi, and the English description marked where none is given", async () => {
    const one = await render('ProductPage', '/product/kulhad-chai-cups', '/product/:id', true);
    expect(one).toContain('<h1 class="page__title">चाय के कुल्हड़ 🍵 (Set)</h1>');
    expect(one).toContain('<p class="catalog-summary__description">चाय के लिए मिट्टी के छह कुल्हड़।</p>');
    expect(one).not.toContain('Kulhad Chai Cups</h1>');
    // Search engines read the piece in the page's language too.
    const jsonLd = JSON.parse(one.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(jsonLd).toMatchObject({ name: 'चाय के कुल्हड़ 🍵 (Set)', description: 'चाय के लिए मिट्टी के छह कुल्हड़।' });

    const other = await render('ProductPage', '/product/terracotta-dahi-handi', '/product/:id', true);
    expect(other).toContain('<h1 class="page__title">मिट्टी की दही हांडी</h1>');
    expect(other).toContain(
      '<p class="catalog-summary__description" lang="en">An unglazed clay pot for setting curd.</p>',
    );
    // You May Also Like names the others as the store does.
    expect(other).toMatch(/<h3 class="catalog-card__name"><a [^>]*>चाय के कुल्हड़ 🍵 \(Set\)<\/a><\/h3>/);
    expect(other).toMatch(/<h3 class="catalog-card__name" lang="en"><a [^>]*>Oat Bowl<\/a><\/h3>/);
  });

  it('names each card on the Hindi store and the home rail in Hindi where given, in English marked so where not', async () => {
    for (const [name, path] of [
      ['StorePage', '/store'],
      ['LatestArrivals', '/'],
    ] as const) {
      const html = await render(name, path, path, true);
      expect(html).toContain('aria-label="मिट्टी की दही हांडी"');
      expect(html).toMatch(/<h3 class="catalog-card__name"><a [^>]*>मिट्टी की दही हांडी<\/a><\/h3>/);
      expect(html).toMatch(/<h3 class="catalog-card__name" lang="en"><a [^>]*>Oat Bowl<\/a><\/h3>/);
      // Its wishlist heart names it so too, as every label around it.
      expect(html).toContain('aria-label="मिट्टी की दही हांडी को पसंदीदा में जोड़ें"');
      expect(html).not.toContain('Terracotta Dahi Handi');
    }
  });

  it('leaves the English pages as they were: English names, no lang, no Hindi', async () => {
    const store = await render('StorePage', '/store', '/store', false);
    expect(store).toMatch(/<h3 class="catalog-card__name"><a [^>]*>Terracotta Dahi Handi<\/a><\/h3>/);
    expect(store).not.toMatch(/[\u0900-\u097F]/);
    const one = await render('ProductPage', '/product/kulhad-chai-cups', '/product/:id', false);
    expect(one).toContain('<h1 class="page__title">Kulhad Chai Cups</h1>');
    expect(one).toContain('<p class="catalog-summary__description">Six earthy kulhads for chai.</p>');
    expect(one).not.toMatch(/[\u0900-\u097F]/);
  });
});
