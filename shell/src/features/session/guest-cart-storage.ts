import { SHOP_COOKIES, cartSetCookie, onHttps, parseCartCookie, readCookies, type CartItem } from '@mitti/shared';
import { documentCookie, type CookieWriter } from './cookies';

export interface GuestCartStorage {
  read(): CartItem[];
  /** Saves the cart; false (and nothing saved) when it holds more lines than its cookie can. */
  write(items: CartItem[]): boolean;
  clear(): void;
}

/**
 * A guest's cart, in the one place it lives: its cookie (@mitti/shared cart-cookie.ts), which the servers
 * also read for the first view of a page and write when a form adds to the cart before the app runs.
 */
export function createGuestCartStorage(
  readHeader: () => string = () => document.cookie,
  setCookie: CookieWriter = documentCookie,
): GuestCartStorage {
  return {
    read() {
      return parseCartCookie(readCookies(readHeader())[SHOP_COOKIES.cart]);
    },
    write(items) {
      const cookie = cartSetCookie(items, { secure: onHttps() });
      if (cookie === null) return false;
      setCookie(cookie);
      return true;
    },
    clear() {
      setCookie(cartSetCookie([], { secure: onHttps() })!);
    },
  };
}
