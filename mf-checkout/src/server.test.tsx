/** @jest-environment node */
/**
 * The cart page as the shell's server renders it for a document request: its `load` (a Hindi page's words), then
 * one render with the cart the cookie holds.
 */
import { describe, expect, it } from '@jest/globals';
import { createAppStore, type CartItem, type PageLanguage } from '@mitti/shared';
import { hindiTranslator } from '../../shared/test/hindi-translator';
import { renderServerPage } from '../../shared/test/render-with-providers';
import { pages } from './server';

const bowl: CartItem = {
  id: 'bowl',
  name: 'Speckled Bowl',
  price: 650,
  imageUrl: 'http://img/bowl.svg',
  quantity: 2,
  category: 'Bowls',
};

async function renderCart(page?: PageLanguage) {
  const store = createAppStore({ cart: { items: [bowl], loading: false } });
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

  it('renders the English cart with no lang of its own and no Hindi', async () => {
    const html = await renderCart();
    expect(html).toContain('<div class="page">');
    expect(html).toContain('Proceed to Checkout');
    expect(html).toContain('Rs. 650/- each');
    expect(html).not.toMatch(/[\u0900-\u097F]/);
  });
});
