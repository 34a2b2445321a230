import { accountDocumentsRequested, cartLoaded } from '@mitti/shared';
import { SIGNED_IN_COOKIE, readCookie } from './cookies';
import { readGuestCartCookie } from './guest-cart-storage';

/**
 * What the server's first view knows of the shopper, from a request's `Cookie` header (cookies.ts), as the
 * action that puts it into the render's store: a remembered sign-in (their cart is in their account, which
 * the server cannot read, so it is loading, as in the browser's first render) or the guest cart. Null when
 * the guest cart is known to the browser alone (too large for its cookie).
 */
export function sessionFromCookies(
  header: string | undefined,
): ReturnType<typeof accountDocumentsRequested | typeof cartLoaded> | null {
  const guestCart = readGuestCartCookie(header);
  if (!guestCart) return null;
  return readCookie(header, SIGNED_IN_COOKIE) ? accountDocumentsRequested() : cartLoaded(guestCart);
}
