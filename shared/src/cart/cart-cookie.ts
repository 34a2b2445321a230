import type { CartItem, SpecProduct } from '../types';
import { SHOP_COOKIES, encodeCookieValue, setCookieString, type CookieOptions } from '../session/shop-cookies';

/**
 * A guest's cart lives in one cookie (decision 035): the servers read it for the first view of a page and
 * write it when a form adds to the cart before (or without) the app; the app reads and writes the same
 * cookie. Its lines as JSON, encoded as the shop's cookies are (session/shop-cookies.ts).
 */

/** Browsers keep about 4 KB per cookie, name and attributes included. */
export const CART_COOKIE_MAX_VALUE = 3800;

/** Said when one more line would not fit in the cookie (a guest's cart; an account's has no such limit). */
export const CART_FULL_MESSAGE = 'Your cart is full. Check out or remove a piece before adding another.';

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    typeof item.imageUrl === 'string' &&
    typeof item.quantity === 'number' &&
    Number.isInteger(item.quantity) &&
    item.quantity >= 1 &&
    (item.category === undefined || typeof item.category === 'string')
  );
}

/** The cart a cookie value carries; anything unreadable (edited by hand, an older format) reads as empty. */
export function parseCartCookie(value: string | undefined): CartItem[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
  } catch {
    return [];
  }
}

/** The cart's cookie value, or null when the lines do not fit in a cookie. */
export function cartCookieValue(items: readonly CartItem[]): string | null {
  const json = JSON.stringify(items);
  return encodeCookieValue(json).length <= CART_COOKIE_MAX_VALUE ? json : null;
}

/** The `Set-Cookie` string that stores `items` (removes the cookie for an empty cart), or null when too large. */
export function cartSetCookie(items: readonly CartItem[], options: Pick<CookieOptions, 'secure'>): string | null {
  if (!items.length) return setCookieString(SHOP_COOKIES.cart, null, options);
  const value = cartCookieValue(items);
  return value === null ? null : setCookieString(SHOP_COOKIES.cart, value, options);
}

/** Every image URL of a product: `imageUrl` may be one string or a list; `images` is the fallback. */
export function imagesOf(product: Pick<SpecProduct, 'imageUrl' | 'images'>): string[] {
  const fromImageUrl = Array.isArray(product.imageUrl) ? product.imageUrl : [product.imageUrl];
  const urls = fromImageUrl.filter((url): url is string => typeof url === 'string' && url.length > 0);
  if (urls.length) return urls;
  return (product.images ?? []).filter((url) => typeof url === 'string' && url.length > 0);
}

/** A product as a cart line of `quantity`: what the cart shows of it (SPEC section 3, cart item). */
export function cartLineOf(
  product: Pick<SpecProduct, 'id' | 'name' | 'price' | 'category' | 'imageUrl' | 'images'>,
  quantity: number,
): CartItem {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    imageUrl: imagesOf(product)[0] ?? '',
    category: product.category,
    quantity,
  };
}
