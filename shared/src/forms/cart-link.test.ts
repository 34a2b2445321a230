import { describe, expect, it } from '@jest/globals';
import { CART_LINK_MAX_LINES, cartLinkHref, parseCartLinkLines } from './cart-link';

const queryOf = (href: string) => new URL(href).searchParams;

describe('the link into the cart (decision 066)', () => {
  it('is the shop, /cart/add and its lines, and reads back as the lines it was made of', () => {
    const href = cartLinkHref('https://mitti.example/', [
      { id: 'speckled-oat-serving-bowl', quantity: 2 },
      { id: 'forest-green-mug', quantity: 1 },
    ]);
    expect(href).toBe('https://mitti.example/cart/add?lines=speckled-oat-serving-bowl:2,forest-green-mug:1');
    expect(parseCartLinkLines(queryOf(href))).toEqual([
      { id: 'speckled-oat-serving-bowl', quantity: '2' },
      { id: 'forest-green-mug', quantity: '1' },
    ]);
  });

  it('encodes an id as a product address does, and reads it back', () => {
    const href = cartLinkHref('http://localhost:3000', [{ id: 'pot:one/two?', quantity: 3 }]);
    expect(href).toBe('http://localhost:3000/cart/add?lines=pot%3Aone%2Ftwo%3F:3');
    expect(parseCartLinkLines(queryOf(href))).toEqual([{ id: 'pot:one/two?', quantity: '3' }]);
  });

  it('reads a line without a quantity as one, and leaves the quantity as written for the cart to judge', () => {
    expect(parseCartLinkLines(new URLSearchParams('lines=a, b:0 ,c:abc,d:10000,,'))).toEqual([
      { id: 'a', quantity: '1' },
      { id: 'b', quantity: '0' },
      { id: 'c', quantity: 'abc' },
      { id: 'd', quantity: '10000' },
    ]);
    expect(parseCartLinkLines(new URLSearchParams('lines=a:1&lines=b:2'))).toEqual([
      { id: 'a', quantity: '1' },
      { id: 'b', quantity: '2' },
    ]);
  });

  it('names no line, or too many, as such', () => {
    for (const query of ['', 'lines=', 'lines=,%20,', 'q=a:1']) {
      expect(parseCartLinkLines(new URLSearchParams(query))).toBe('none');
    }
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `p${i}:1`).join(',');
    expect(parseCartLinkLines(new URLSearchParams(`lines=${lines(CART_LINK_MAX_LINES)}`))).toHaveLength(20);
    expect(parseCartLinkLines(new URLSearchParams(`lines=${lines(CART_LINK_MAX_LINES + 1)}`))).toBe('too-many');
    expect(parseCartLinkLines(new URLSearchParams(`lines=${lines(100)}`))).toBe('too-many');
  });
});
