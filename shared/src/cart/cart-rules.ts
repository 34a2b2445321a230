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

/** What a change of the cart says, each page in its own words (SPEC sections 8 and 9); `{name}` is the piece's. */
export type CartChangeText =
  | '{name} added to cart'
  | '{name}: quantity {quantity}'
  | '{name} is out of stock'
  | 'Choose a quantity from 1 to {cap}.'
  | 'Only {cap} of {name} can be ordered, and {count} is already in your cart.'
  | 'Only {cap} of {name} can be ordered, and {count} are already in your cart.'
  | typeof CART_FULL_MESSAGE;

/**
 * A change's words as a text and its values, not a sentence (issue 57): each page says it in its language,
 * `t(said.text, said.values)`, the piece named as the page names it; `englishWords` writes the English.
 */
export interface CartSaid {
  text: CartChangeText;
  values?: Readonly<Record<string, string | number>>;
}

export type CartChange = { ok: true; items: CartItem[]; said: CartSaid } | { ok: false; said: CartSaid };
/** A line's change: nothing to say when the line is not in the cart. */
export type CartLineChange = CartChange | { ok: true; items: CartItem[]; said: null };

/** The most of `product` one order can hold: its stock, or 10 when unknown (never below 0). */
export function quantityCap(product: Pick<SpecProduct, 'stock'>): number {
  const stock = stockOf(product);
  return stock === null ? DEFAULT_QUANTITY_CAP : Math.max(0, stock);
}

const outOfStock = (name: string): CartSaid => ({ text: '{name} is out of stock', values: { name } });
const outOfRange = (cap: number): CartSaid => ({ text: 'Choose a quantity from 1 to {cap}.', values: { cap } });
const CART_FULL: CartSaid = { text: CART_FULL_MESSAGE };

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
  if (cap <= 0) return { ok: false, said: outOfStock(product.name) };
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > cap) return { ok: false, said: outOfRange(cap) };
  const inCart = items.find((item) => item.id === product.id)?.quantity ?? 0;
  if (inCart + quantity > cap) {
    return {
      ok: false,
      said: {
        text:
          inCart === 1
            ? 'Only {cap} of {name} can be ordered, and {count} is already in your cart.'
            : 'Only {cap} of {name} can be ordered, and {count} are already in your cart.',
        values: { cap, name: product.name, count: inCart },
      },
    };
  }
  const next = inCart
    ? items.map((item) => (item.id === product.id ? { ...item, quantity: inCart + quantity } : item))
    : [...items, cartLineOf(product, quantity)];
  if (guest && cartCookieValue(next) === null) return { ok: false, said: CART_FULL };
  return { ok: true, items: next, said: { text: '{name} added to cart', values: { name: product.name } } };
}

/** `items` with the line of `id` set to `quantity` (1 to its cap), or why not. */
export function setCartQuantity(
  items: readonly CartItem[],
  product: CartProduct,
  quantity: number,
  { guest }: { guest: boolean },
): CartLineChange {
  const line = items.find((item) => item.id === product.id);
  if (!line) return { ok: true, items: [...items], said: null };
  const cap = quantityCap(product);
  if (cap <= 0) return { ok: false, said: outOfStock(product.name) };
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > cap) return { ok: false, said: outOfRange(cap) };
  const next = items.map((item) => (item.id === product.id ? { ...item, quantity } : item));
  if (guest && cartCookieValue(next) === null) return { ok: false, said: CART_FULL };
  return {
    ok: true,
    items: next,
    said: { text: '{name}: quantity {quantity}', values: { name: product.name, quantity } },
  };
}

/** `items` without the line of `id`. */
export const removeFromCartItems = (items: readonly CartItem[], id: string): CartItem[] =>
  items.filter((item) => item.id !== id);
