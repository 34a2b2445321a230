import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * The shop's cookies: what the servers may know of a shopper without an account token (never a token).
 * One parser and one writer, the `cookie` package's, in the browser, the server render, the remotes' form
 * handlers and the document server alike.
 */
export const SHOP_COOKIES = {
  /** A guest's cart (cart-cookie.ts): the one place it lives, which the servers read and write. */
  cart: 'mitti_cart',
  /** A remembered sign-in: the first view says the cart is loading (it is in the account). */
  signedIn: 'mitti_signed_in',
  /** What happened to the last form the servers answered (forms/flash.ts), for the next document. */
  flash: 'mitti_flash',
  /** The start-up overlay greeted this browser session (a session cookie, set by the document's start-up script). */
  welcomed: 'mitti_welcomed',
  /**
   * The language the shopper last chose with the switch (i18n/languages.ts, decision 102): a visit that starts at
   * the English home page goes to theirs. Not personal: every page's document stays the one every visitor gets.
   */
  language: 'mitti_language',
} as const;

/** Cookies whose presence makes a document the shopper's own (private), not one every visitor gets alike. */
export const PERSONAL_COOKIES: readonly string[] = [SHOP_COOKIES.cart, SHOP_COOKIES.signedIn, SHOP_COOKIES.flash];

/** How long the cart and the sign-in are remembered. */
export const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;

/** A request's `Cookie` header (or `document.cookie`) as name → value. */
export function readCookies(header: string | undefined): Record<string, string | undefined> {
  return header ? parseCookie(header) : {};
}

export interface CookieOptions {
  /** On HTTPS: sent back only over HTTPS. */
  secure: boolean;
  /** Seconds to keep it (default 30 days); `session` keeps it until the browser closes. */
  maxAgeS?: number | 'session';
  /** Out of reach of the page's scripts (a cookie only the servers read). */
  httpOnly?: boolean;
}

/** Characters a cookie value may hold (RFC 6265's cookie-octet) that URI encoding would spell out anyway. */
const KEPT = /%(21|23|24|26|27|28|29|2A|2B|2F|3A|3C|3D|3E|3F|40|5B|5D|5E|60|7B|7C|7D)/g;

/**
 * A value as a cookie carries it: URI-encoded (what the `cookie` package decodes), but for the characters a
 * cookie may hold as they are, so JSON's braces, brackets, colons and slashes cost one byte, not three.
 */
export function encodeCookieValue(value: string): string {
  return encodeURIComponent(value).replace(KEPT, (escape) => decodeURIComponent(escape));
}

/** The `Set-Cookie` (or `document.cookie = ...`) string for `name`: `value`, or removed when null. */
export function setCookieString(name: string, value: string | null, options: CookieOptions): string {
  const maxAge = value === null ? 0 : options.maxAgeS === 'session' ? undefined : (options.maxAgeS ?? COOKIE_MAX_AGE_S);
  return stringifySetCookie(
    {
      name,
      value: value ?? '',
      path: '/',
      sameSite: 'lax',
      secure: options.secure,
      httpOnly: options.httpOnly,
      ...(maxAge === undefined ? {} : { maxAge }),
    },
    { encode: encodeCookieValue },
  );
}

/** True in a browser on an HTTPS page (cookies written there are Secure). */
export const onHttps = (): boolean =>
  (globalThis as { location?: { protocol: string } }).location?.protocol === 'https:';
