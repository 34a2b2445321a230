/**
 * The shell's cookies: copies of what the browser knows of the shopper that the server's first view of a
 * page reads (server/render.tsx) — the guest cart and whether a sign-in is remembered. Never a token.
 */

/** Sets one cookie, as `document.cookie = ...` does. */
export type CookieWriter = (cookie: string) => void;

export const documentCookie: CookieWriter = (cookie) => {
  document.cookie = cookie;
};

const MAX_AGE_S = 60 * 60 * 24 * 30;

const onHttps = () => typeof location !== 'undefined' && location.protocol === 'https:';

/** The `Set-Cookie`-style string for `name`: `value` for 30 days, or removed when `value` is null. */
export function cookieString(name: string, value: string | null, secure = onHttps()): string {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return value === null ? `${name}=${attributes}; Max-Age=0` : `${name}=${value}${attributes}; Max-Age=${MAX_AGE_S}`;
}

/** The value of `name` in a request's `Cookie` header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  const pair = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return pair === undefined ? null : pair.slice(name.length + 1);
}

/**
 * A remembered sign-in: set while a shopper is signed in, removed at sign-out. The server's first view then
 * says their cart is loading (it is in their account) instead of showing the guest's empty one.
 */
export const SIGNED_IN_COOKIE = 'mitti_signed_in';

/**
 * The start-up overlay has been shown in this browser session: a session cookie (no Max-Age, gone when the
 * browser closes), so the document server sends the overlay with the first page load of a session only.
 */
export const WELCOMED_COOKIE = 'mitti_welcomed';

/** The session cookie that marks the shopper as welcomed. */
export function welcomedCookieString(secure = onHttps()): string {
  return `${WELCOMED_COOKIE}=1; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
