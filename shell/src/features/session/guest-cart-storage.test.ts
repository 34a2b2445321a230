import { beforeEach, describe, expect, it } from 'vitest';
import { GUEST_CART_KEY, createGuestCartStorage } from './guest-cart-storage';

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
});
