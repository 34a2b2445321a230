import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CART_COOKIE_MAX_VALUE, CART_FULL_MESSAGE, cartCookieValue, cartLineOf, parseCartCookie } from './cart-cookie';
import { addToCartItems, parseQuantity, removeFromCartItems, setCartQuantity, type CartLineChange } from './cart-rules';
import { englishWords } from '../i18n/remote-words';
import { encodeCookieValue } from '../session/shop-cookies';

const bowl = { id: 'oat-bowl', name: 'Oat Bowl', price: 650, category: 'Bowls', imageUrl: ['/oat.svg'], stock: 3 };
const guest = { guest: true };
/** What the change says, as an English page words it. */
const saying = (change: CartLineChange) => (change.said ? englishWords(change.said.text, change.said.values) : '');

describe('adding to a cart (the app and the cart form alike)', () => {
  it("adds a line of the server's product, or adds to the line already there", () => {
    const first = addToCartItems([], bowl, 2, guest);
    expect(first).toMatchObject({ ok: true, items: [cartLineOf(bowl, 2)] });
    expect(saying(first)).toBe('Oat Bowl added to cart');
    const again = addToCartItems(first.ok ? first.items : [], bowl, 1, guest);
    expect(again.ok && again.items).toEqual([{ ...cartLineOf(bowl, 3) }]);
  });

  it("refuses a piece out of stock with SPEC's message", () => {
    const refused = addToCartItems([], { ...bowl, stock: 0 }, 1, guest);
    expect([refused.ok, saying(refused)]).toEqual([false, 'Oat Bowl is out of stock']);
    expect(addToCartItems([], { ...bowl, stock: '-2' }, 1, guest)).toMatchObject({ ok: false });
  });

  it('refuses a quantity that is not a whole number from 1 to the stock (10 when unknown)', () => {
    for (const quantity of [0, -1, 4, 2.5, Number.NaN]) {
      const refused = addToCartItems([], bowl, quantity, guest);
      expect([refused.ok, saying(refused)]).toEqual([false, 'Choose a quantity from 1 to 3.']);
    }
    expect(addToCartItems([], { ...bowl, stock: null }, 10, guest)).toMatchObject({ ok: true });
    expect(addToCartItems([], { ...bowl, stock: null }, 11, guest)).toMatchObject({ ok: false });
  });

  it('never lets the cart hold more of a piece than its stock, with what is already there', () => {
    const refused = addToCartItems([cartLineOf(bowl, 2)], bowl, 2, guest);
    expect([refused.ok, saying(refused)]).toEqual([
      false,
      'Only 3 of Oat Bowl can be ordered, and 2 are already in your cart.',
    ]);
    const one = addToCartItems([cartLineOf(bowl, 1)], bowl, 3, guest);
    expect(saying(one)).toBe('Only 3 of Oat Bowl can be ordered, and 1 is already in your cart.');
  });

  it("never gives a guest more lines than the cart's cookie holds; an account has no such limit", () => {
    let items = [cartLineOf(bowl, 1)];
    let refused = null;
    for (let index = 0; index < 80 && !refused; index += 1) {
      const change = addToCartItems(items, { ...bowl, id: `piece-${index}` }, 1, guest);
      if (change.ok) items = change.items;
      else refused = saying(change);
    }
    expect(refused).toBe(CART_FULL_MESSAGE);
    expect(encodeCookieValue(JSON.stringify(items)).length).toBeLessThanOrEqual(CART_COOKIE_MAX_VALUE);
    expect(addToCartItems(items, { ...bowl, id: 'one-more' }, 1, { guest: false })).toMatchObject({ ok: true });
  });

  it('sets and removes a line by the same rules', () => {
    const items = [cartLineOf(bowl, 1)];
    const set = setCartQuantity(items, bowl, 3, guest);
    expect(set).toMatchObject({ ok: true, items: [{ id: 'oat-bowl', quantity: 3 }] });
    expect(saying(set)).toBe('Oat Bowl: quantity 3');
    expect(setCartQuantity(items, bowl, 4, guest)).toMatchObject({ ok: false });
    expect(setCartQuantity(items, bowl, 0, guest)).toMatchObject({ ok: false });
    expect(removeFromCartItems(items, 'oat-bowl')).toEqual([]);
  });

  it('reads a quantity only as a whole number', () => {
    expect(parseQuantity('2')).toBe(2);
    expect(parseQuantity(' 3 ')).toBe(3);
    for (const value of ['-1', '1.5', '1e3', '', 'two', null, '9999999']) expect(parseQuantity(value)).toBeNull();
  });
});

describe("the cart's cookie", () => {
  it('gives back any cart it can hold, whatever the names hold', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.string({ minLength: 1, maxLength: 30 }),
            name: fc.string({ maxLength: 40 }),
            price: fc.integer({ min: 0, max: 100_000 }),
            imageUrl: fc.string({ maxLength: 40 }),
            quantity: fc.integer({ min: 1, max: 10 }),
          }),
          { maxLength: 6 },
        ),
        (items) => {
          const value = cartCookieValue(items);
          if (value !== null) expect(parseCartCookie(value)).toEqual(items);
        },
      ),
    );
  });

  it('reads anything else as an empty cart', () => {
    expect(parseCartCookie(undefined)).toEqual([]);
    expect(parseCartCookie('{not json')).toEqual([]);
    expect(parseCartCookie('"browser"')).toEqual([]);
    expect(parseCartCookie(JSON.stringify([{ id: 'x', quantity: 0 }, 'junk']))).toEqual([]);
  });
});

describe("the shop's cookie encoding", () => {
  it('keeps what a cookie may hold as it is, and gives back every string', async () => {
    const { readCookies } = await import('../session/shop-cookies');
    expect(encodeCookieValue('[{"id":"a/b"}]')).toBe('[{%22id%22:%22a/b%22}]');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const encoded = encodeCookieValue(value);
        expect(encoded).not.toMatch(/[\s;,"\\]/);
        expect(readCookies(`c=${encoded}`).c).toBe(value);
      }),
    );
  });
});
