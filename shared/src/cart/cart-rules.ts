import { stockOf } from '../products/product-stock';
import type { CartItem, SpecProduct } from '../types';
import { CART_FULL_MESSAGE, cartCookieValue, cartLineOf } from './cart-cookie';

/**
 * What adding a product to a cart does, the same for the app's Add to Cart and for the cart's form handler
 * on the server (SPEC sections 4 and 5): a quantity from 1 to the stock (10 when the stock is unknown), in
 * total with what the cart already holds; never a piece that is out of stock; and for a guest, never more
 * lines than the cart's cookie holds.
 */

/** SPEC section 9: the quantity cap when a product does not say its stock. */
export const DEFAULT_QUANTITY_CAP = 10;

type CartProduct = Pick<SpecProduct, 'id' | 'name' | 'price' | 'category' | 'imageUrl' | 'images' | 'stock'>;

export type CartChange = { ok: true; items: CartItem[]; message: string } | { ok: false; message: string };

/** The most of `product` one order can hold: its stock, or 10 when unknown (never below 0). */
export function quantityCap(product: Pick<SpecProduct, 'stock'>): number {
  const stock = stockOf(product);
  return stock === null ? DEFAULT_QUANTITY_CAP : Math.max(0, stock);
}

export const outOfStockMessage = (name: string) => `${name} is out of stock`;
export const addedMessage = (name: string) => `${name} added to cart`;
export const quantityRangeMessage = (cap: number) => `Choose a quantity from 1 to ${cap}.`;

/** A quantity as a form or a field sends it: a whole number, or null. */
export function parseQuantity(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

/** `items` with `quantity` of `product` added, or why not. `guest`: the cart lives in its cookie. */
export function addToCartItems(
  items: readonly CartItem[],
  product: CartProduct,
  quantity: number,
  { guest }: { guest: boolean },
): CartChange {
  const cap = quantityCap(product);
  if (cap <= 0) return { ok: false, message: outOfStockMessage(product.name) };
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > cap) {
    return { ok: false, message: quantityRangeMessage(cap) };
  }
  const inCart = items.find((item) => item.id === product.id)?.quantity ?? 0;
  if (inCart + quantity > cap) {
    return {
      ok: false,
      message: `Only ${cap} of ${product.name} can be ordered, and ${inCart} ${inCart === 1 ? 'is' : 'are'} already in your cart.`,
    };
  }
  const next = inCart
    ? items.map((item) => (item.id === product.id ? { ...item, quantity: inCart + quantity } : item))
    : [...items, cartLineOf(product, quantity)];
  if (guest && cartCookieValue(next) === null) return { ok: false, message: CART_FULL_MESSAGE };
  return { ok: true, items: next, message: addedMessage(product.name) };
}

/** `items` with the line of `id` set to `quantity` (1 to its cap), or why not. */
export function setCartQuantity(
  items: readonly CartItem[],
  product: CartProduct,
  quantity: number,
  { guest }: { guest: boolean },
): CartChange {
  const line = items.find((item) => item.id === product.id);
  if (!line) return { ok: true, items: [...items], message: '' };
  const cap = quantityCap(product);
  if (cap <= 0) return { ok: false, message: outOfStockMessage(product.name) };
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > cap) {
    return { ok: false, message: quantityRangeMessage(cap) };
  }
  const next = items.map((item) => (item.id === product.id ? { ...item, quantity } : item));
  if (guest && cartCookieValue(next) === null) return { ok: false, message: CART_FULL_MESSAGE };
  return { ok: true, items: next, message: `${product.name}: quantity ${quantity}` };
}

/** `items` without the line of `id`. */
export const removeFromCartItems = (items: readonly CartItem[], id: string): CartItem[] =>
  items.filter((item) => item.id !== id);
