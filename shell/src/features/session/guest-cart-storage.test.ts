import { beforeEach, describe, expect, it } from '@jest/globals';
import { CART_COOKIE_MAX_VALUE, parseCartCookie, readCookies } from '@mitti/shared';
import { createGuestCartStorage } from './guest-cart-storage';

describe('guest cart storage', () => {
  const mug = { id: 'mug', name: 'Mug; "blue" & <big>', price: 450, imageUrl: '/mug.jpg', quantity: 2 };
  let jar: string[];
  /** A browser's cookie jar for the storage: what it was last told for mitti_cart. */
  const storage = () =>
    createGuestCartStorage(
      () => jar.at(-1)?.split(';')[0] ?? '',
      (cookie) => jar.push(cookie),
    );

  beforeEach(() => {
    jar = [];
  });

  it('keeps the cart in its cookie, the one place the servers and the app both read', () => {
    const cart = storage();
    expect(cart.write([mug])).toBe(true);
    expect(jar[0]).toMatch(/^mitti_cart=[^;]+; Max-Age=2592000; Path=\/; SameSite=Lax$/);
    expect(parseCartCookie(readCookies(jar[0]!.split(';')[0])['mitti_cart'])).toEqual([mug]);
    expect(cart.read()).toEqual([mug]);
  });

  it('removes the cookie for an empty cart and on clear', () => {
    const cart = storage();
    cart.write([mug]);
    cart.clear();
    expect(jar.at(-1)).toMatch(/^mitti_cart=; Max-Age=0; Path=\/; SameSite=Lax$/);
    expect(cart.read()).toEqual([]);
  });

  it('refuses a cart with more lines than its cookie holds, and keeps the one it had', () => {
    const cart = storage();
    cart.write([mug]);
    const many = Array.from({ length: 60 }, (_, index) => ({ ...mug, id: `piece-${index}` }));
    expect(encodeURIComponent(JSON.stringify(many)).length).toBeGreaterThan(CART_COOKIE_MAX_VALUE);
    expect(cart.write(many)).toBe(false);
    expect(cart.read()).toEqual([mug]);
  });

  it('reads the cart among other cookies', () => {
    const cart = createGuestCartStorage(
      () => `theme=dark; mitti_cart=${encodeURIComponent(JSON.stringify([mug]))}; other=1`,
      () => undefined,
    );
    expect(cart.read()).toEqual([mug]);
  });
});
