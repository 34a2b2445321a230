import type { CartItem } from '@mitti/shared';
import { cookieString, documentCookie, readCookie, type CookieWriter } from './cookies';

export const GUEST_CART_KEY = 'mitti.guestCart';

/**
 * The server's copy of a guest's cart: the shell's server render reads it to show the cart page and the
 * navbar's count in the page's first view (server/render.tsx). The lines as JSON, or TOO_LARGE_FOR_COOKIE
 * when they do not fit in a cookie; no cookie means an empty cart.
 */
export const GUEST_CART_COOKIE = 'mitti_cart';
export const TOO_LARGE_FOR_COOKIE = 'browser';
/** Browsers keep about 4 KB per cookie, name and attributes included. */
const COOKIE_MAX_VALUE = 3800;

export interface GuestCartStorage {
  read(): CartItem[];
  /** Saves the cart in browser storage and its cookie. */
  write(items: CartItem[]): void;
  clear(): void;
}

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

/** Anything unreadable (edited by hand, an older format) reads as an empty cart. */
function parseLines(json: string): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
  } catch {
    return [];
  }
}

/** The cookie that carries `items` to the server: removed for an empty cart. */
export function guestCartCookie(items: CartItem[], secure?: boolean): string {
  if (!items.length) return cookieString(GUEST_CART_COOKIE, null, secure);
  const lines = encodeURIComponent(JSON.stringify(items));
  return cookieString(GUEST_CART_COOKIE, lines.length <= COOKIE_MAX_VALUE ? lines : TOO_LARGE_FOR_COOKIE, secure);
}

/**
 * The guest's cart as a request's `Cookie` header carries it: its lines (none without the cookie), or null
 * when only the browser knows them (too many for a cookie).
 */
export function readGuestCartCookie(header: string | undefined): CartItem[] | null {
  const value = readCookie(header, GUEST_CART_COOKIE) ?? '';
  if (value === TOO_LARGE_FOR_COOKIE) return null;
  if (!value) return [];
  try {
    return parseLines(decodeURIComponent(value));
  } catch {
    return [];
  }
}

/**
 * A guest's cart in browser storage, so it survives a reload until they sign in, with a copy in a cookie
 * for the server's first view of the page.
 */
export function createGuestCartStorage(given?: Storage, setCookie: CookieWriter = documentCookie): GuestCartStorage {
  // Looked up on use: the module is also loaded by the server render, which has no window.
  const store = () => given ?? window.localStorage;
  return {
    read() {
      return parseLines(store().getItem(GUEST_CART_KEY) ?? '[]');
    },
    write(items) {
      if (items.length) store().setItem(GUEST_CART_KEY, JSON.stringify(items));
      else store().removeItem(GUEST_CART_KEY);
      setCookie(guestCartCookie(items));
    },
    clear() {
      store().removeItem(GUEST_CART_KEY);
      setCookie(guestCartCookie([]));
    },
  };
}
