import { describe, expect, it } from '@jest/globals';
import { addToCartItems, type Words } from '@mitti/shared';
import { englishWords } from '@mitti/shared/remote-words';
import { itIsAHindiCatalog } from '../../../shared/test/hindi-catalog';
import { hindi } from './hi';
import type { CatalogText } from './words';

const englishTexts = Object.keys(hindi) as CatalogText[];

describe("the catalogue's Hindi catalog", () => {
  itIsAHindiCatalog(hindi, { atLeast: 100 });

  it('is keyed by the English text, each with its values as the English words fill them', () => {
    expect(englishWords('Showing {n} out of {total} products', { n: 3, total: 27 })).toBe(
      'Showing 3 out of 27 products',
    );
    expect(englishWords('{name}, view {n} of {count}', { name: 'Forest Green Mug', n: 2, count: 3 })).toBe(
      'Forest Green Mug, view 2 of 3',
    );
    expect(englishWords('Add to Cart')).toBe('Add to Cart');
    // Add to Cart's toast says what the cart's rules say, as the cart's own form does (the SPEC's success toast).
    const bowl = { id: 'oat-bowl', name: 'Oat Bowl', price: 650, category: 'Bowls', imageUrl: [], stock: 3 };
    const added = addToCartItems([], bowl, 1, { guest: true });
    expect(englishWords(added.said.text, added.said.values)).toBe('Oat Bowl added to cart');
    expect(hindi[added.said.text]).toBe('{name} कार्ट में जुड़ गया');
  });

  it("writes the shop's money as the shop does, Rs. and its digits, and the shell's words for store, cart and wishlist", () => {
    expect(hindi['Under Rs. 500']).toBe('Rs. 500 से कम');
    expect(hindi.Store).toBe('दुकान');
    expect(hindi['Add to Cart']).toContain('कार्ट');
    expect(hindi['Add {name} to wishlist']).toContain('पसंदीदा');
    for (const text of englishTexts.filter((english) => english.includes('Rs.'))) {
      expect([text, hindi[text].includes('Rs.')]).toEqual([text, true]);
    }
  });

  it('fails the type check for a missing text, and a component asking for a text not listed', () => {
    // @ts-expect-error: a catalog without every text of texts.ts is not the catalogue's catalog
    const partial: Record<CatalogText, string> = { Products: 'उत्पाद' };
    const t: Words<CatalogText> = englishWords;
    // @ts-expect-error: 'Book Now' is not one of the catalogue's texts
    expect(t('Book Now')).toBe('Book Now');
    expect(Object.keys(partial)).toHaveLength(1);
  });
});
