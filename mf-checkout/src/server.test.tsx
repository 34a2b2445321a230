/** @jest-environment node */
/**
 * The cart page as the shell's server renders it for a document request: its `load` (a Hindi page's words), then
 * one render with the cart the cookie holds.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { configureApiClient, createAppStore, type CartItem, type PageLanguage } from '@mitti/shared';
import { hindiTranslator } from '../../shared/test/hindi-translator';
import { renderServerPage, testApiForEachTest } from '../../shared/test/render-with-providers';
import { pages } from './server';

const api = testApiForEachTest();
/** The API's catalogue: the bowl as the shop sells it now, which may differ from the line the cookie holds. */
let catalogue: Record<string, unknown>[] = [];
beforeEach(() => {
  configureApiClient({ baseUrl: api.url });
  catalogue = [{ id: 'bowl', name: 'Speckled Bowl', price: 650, stock: 5, category: 'Bowls', imageUrl: [] }];
  api.answer(({ path }) => Response.json(path === '/products' ? catalogue : { error: 'Not found' }));
});

const bowl: CartItem = {
  id: 'bowl',
  name: 'Speckled Bowl',
  price: 650,
  imageUrl: 'http://img/bowl.svg',
  quantity: 2,
  category: 'Bowls',
};

async function renderCart(page?: PageLanguage, items: CartItem[] = [bowl]) {
  const store = createAppStore({ cart: { items, loading: false } });
  const { Component, load } = pages.CartPage!;
  await load?.({ store, params: {}, url: new URL('http://localhost:3000/cart'), translator: page?.translator });
  return renderServerPage(<Component />, { store, path: '/cart', pattern: '/cart', page });
}

describe('the cart page on the server', () => {
  it("renders the cart in Hindi on a Hindi page, the owner's words in English and marked so", async () => {
    const html = await renderCart({ language: 'hi', translator: hindiTranslator() });
    expect(html).toContain('<div class="page" lang="hi">');
    expect(html).toContain('शॉपिंग कार्ट');
    expect(html).toContain('चेकआउट पर जाएँ');
    expect(html).toContain('aria-label="Speckled Bowl हटाएँ"');
    expect(html).toContain('<p class="checkout-line__name" lang="en">Speckled Bowl</p>');
    expect(html).toContain('<span lang="en">Bowls</span>');
    expect(html).toContain('Rs. 650/- प्रति नग');
    expect(html).toContain('ऑर्डर का सारांश');
    expect(html).not.toContain('Proceed to Checkout');
    expect(html).not.toContain('Shopping Cart');
  });

  it("names a piece by the owner's Hindi name on a Hindi page, as the shop sells it now", async () => {
    catalogue[0] = { ...catalogue[0], nameHi: 'चित्तीदार कटोरा', stock: 1 };
    const html = await renderCart({ language: 'hi', translator: hindiTranslator() });
    expect(html).toContain('<p class="checkout-line__name">चित्तीदार कटोरा</p>');
    expect(html).not.toContain('Speckled Bowl');
    // Two in the cart and one left: said before the app runs, as the app says it.
    expect(html).toContain('केवल 1 बचे हैं');
  });

  it('says a price changed since the piece went into the cart, and leaves accepting it to the app', async () => {
    catalogue[0] = { ...catalogue[0], price: 700 };
    const html = await renderCart();
    expect(html).toContain('The price of Speckled Bowl changed from Rs. 650 to Rs. 700.');
    expect(html).toMatch(/<button [^>]*data-needs-app=""[^>]*>Accept the new price<\/button>/);
  });

  it('reads nothing from the API for an empty cart', async () => {
    const html = await renderCart(undefined, []);
    expect(html).toContain('Your cart is empty');
    expect(api.requests).toEqual([]);
  });

  it('renders the English cart with no lang of its own and no Hindi', async () => {
    const html = await renderCart();
    expect(html).toContain('<div class="page">');
    expect(html).toContain('Proceed to Checkout');
    expect(html).toContain('Rs. 650/- each');
    expect(html).not.toMatch(/[\u0900-\u097F]/);
  });
});
