import { beforeEach, describe, expect, it } from '@jest/globals';
import { GUEST_CART_KEY, createGuestCartStorage, guestCartCookie, readGuestCartCookie } from './guest-cart-storage';

describe('guest cart storage', () => {
  const storage = createGuestCartStorage(window.localStorage);
  const mug = { id: 'mug', name: 'Mug', price: 450, imageUrl: '/mug.jpg', quantity: 2 };

  beforeEach(() => window.localStorage.clear());

  it('round-trips the cart under mitti.guestCart', () => {
    storage.write([mug]);
    expect(JSON.parse(window.localStorage.getItem(GUEST_CART_KEY) ?? '')).toEqual([mug]);
    expect(storage.read()).toEqual([mug]);
  });

  it('removes the key for an empty cart and on clear', () => {
    storage.write([mug]);
    storage.clear();
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    storage.write([]);
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('treats unreadable data as an empty cart and drops malformed lines', () => {
    window.localStorage.setItem(GUEST_CART_KEY, '{not json');
    expect(storage.read()).toEqual([]);
    window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify([mug, { id: 'x', quantity: 0 }, 'junk']));
    expect(storage.read()).toEqual([mug]);
  });

  it('keeps a copy of the cart in a cookie for the server, removed with the cart', () => {
    const cookies: string[] = [];
    const withCookie = createGuestCartStorage(window.localStorage, (cookie) => cookies.push(cookie));
    withCookie.write([mug]);
    withCookie.clear();
    expect(cookies[0]).toMatch(/^mitti_cart=[^;]+; Path=\/; SameSite=Lax; Max-Age=2592000$/);
    expect(readGuestCartCookie(cookies[0]!.split(';')[0])).toEqual([mug]);
    expect(cookies[1]).toBe('mitti_cart=; Path=/; SameSite=Lax; Max-Age=0');
  });
});

describe('guest cart cookie', () => {
  const mug = { id: 'mug', name: 'Mug; "blue" & <big>', price: 450, imageUrl: '/mug.jpg', quantity: 2 };
  const header = (items: unknown[]) => guestCartCookie(items as never, false).split(';')[0]!;

  it('carries the lines through a Cookie header among other cookies', () => {
    expect(readGuestCartCookie(`theme=dark; ${header([mug])}; other=1`)).toEqual([mug]);
  });

  it('reads no cookie, an empty one or an unreadable one as an empty cart, and drops malformed lines', () => {
    expect(readGuestCartCookie(undefined)).toEqual([]);
    expect(readGuestCartCookie('mitti_cart=')).toEqual([]);
    expect(readGuestCartCookie('mitti_cart=%E0%A4%A')).toEqual([]);
    expect(readGuestCartCookie('mitti_cart=%7Bnot%20json')).toEqual([]);
    const lines = [mug, { ...mug, id: 'x', quantity: 0 }, { ...mug, id: 'y', category: 7 }, 'junk'];
    expect(readGuestCartCookie(`mitti_cart=${encodeURIComponent(JSON.stringify(lines))}`)).toEqual([mug]);
  });

  it('says only the browser knows a cart too large for a cookie', () => {
    const many = Array.from({ length: 40 }, (_, index) => ({ ...mug, id: `piece-${index}` }));
    expect(header(many)).toBe('mitti_cart=browser');
    expect(readGuestCartCookie(header(many))).toBeNull();
  });

  it('is Secure on an https site', () => {
    expect(guestCartCookie([mug], true)).toContain('; Secure;');
  });
});
