import { SHOP_COOKIES, accountDocumentsRequested, cartLoaded, parseCartCookie, readCookies } from '@mitti/shared';

/**
 * What the server's first view knows of the shopper, from a request's `Cookie` header, as the action that
 * puts it into the render's store: a remembered sign-in (their cart is in their account, which the server
 * cannot read, so it is loading, as in the browser's first render) or the guest cart.
 */
export function sessionFromCookies(
  header: string | undefined,
): ReturnType<typeof accountDocumentsRequested | typeof cartLoaded> {
  const cookies = readCookies(header);
  return cookies[SHOP_COOKIES.signedIn]
    ? accountDocumentsRequested()
    : cartLoaded(parseCartCookie(cookies[SHOP_COOKIES.cart]));
}
