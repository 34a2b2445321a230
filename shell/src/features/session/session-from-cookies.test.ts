import { describe, expect, it } from '@jest/globals';
import { accountDocumentsRequested, cartLoaded, cartSetCookie } from '@mitti/shared';
import { sessionFromCookies } from './session-from-cookies';

describe("the server's first view of the shopper", () => {
  const mug = { id: 'mug', name: 'Mug', price: 450, imageUrl: '/mug.jpg', quantity: 2 };
  const cart = cartSetCookie([mug], { secure: false })!.split(';')[0]!;

  it('is the guest cart the cookie carries, or an empty one without it', () => {
    expect(sessionFromCookies(`theme=dark; ${cart}`)).toEqual(cartLoaded([mug]));
    expect(sessionFromCookies(undefined)).toEqual(cartLoaded([]));
  });

  it("is a loading cart for a remembered sign-in: the account's is not the server's to read", () => {
    expect(sessionFromCookies(`mitti_signed_in=1; ${cart}`)).toEqual(accountDocumentsRequested());
  });

  it('is an empty cart when the cookie is unreadable', () => {
    expect(sessionFromCookies('mitti_cart=browser')).toEqual(cartLoaded([]));
    expect(sessionFromCookies('mitti_cart=%E0%A4%A')).toEqual(cartLoaded([]));
  });
});
