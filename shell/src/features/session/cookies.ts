import { SHOP_COOKIES, onHttps, setCookieString } from '@mitti/shared';

/** Sets one cookie, as `document.cookie = ...` does. */
export type CookieWriter = (cookie: string) => void;

export const documentCookie: CookieWriter = (cookie) => {
  document.cookie = cookie;
};

/**
 * A remembered sign-in: set while a shopper is signed in, removed at sign-out. The server's first view then
 * says their cart is loading (it is in their account) instead of showing the guest's empty one.
 */
export const signedInCookie = (signedIn: boolean, secure = onHttps()): string =>
  setCookieString(SHOP_COOKIES.signedIn, signedIn ? '1' : null, { secure });
