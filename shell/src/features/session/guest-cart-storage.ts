import type { CartItem } from '@mitti/shared';

export const GUEST_CART_KEY = 'mitti.guestCart';

export interface GuestCartStorage {
  read(): CartItem[];
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
    item.quantity >= 1
  );
}

/**
 * A guest's cart in browser storage, so it survives a reload until they sign in. Anything unreadable
 * (edited by hand, an older format) is treated as an empty cart rather than breaking the page.
 */
export function createGuestCartStorage(given?: Storage): GuestCartStorage {
  // Looked up on use: the module is also loaded by the server render, which has no window.
  const store = () => given ?? window.localStorage;
  return {
    read() {
      try {
        const parsed: unknown = JSON.parse(store().getItem(GUEST_CART_KEY) ?? '[]');
        return Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
      } catch {
        return [];
      }
    },
    write(items) {
      if (items.length) store().setItem(GUEST_CART_KEY, JSON.stringify(items));
      else store().removeItem(GUEST_CART_KEY);
    },
    clear() {
      store().removeItem(GUEST_CART_KEY);
    },
  };
}
