import {
  ApiError,
  CART_INTENTS,
  RETURN_TO_FIELD,
  SHOP_COOKIES,
  addToCartItems,
  apiRequest,
  cartSetCookie,
  formFields,
  parseCartCookie,
  parseQuantity,
  removeFromCartItems,
  safeReturnPath,
  setCartQuantity,
  paths,
  type CartIntent,
  type CartItem,
  type CartLineChange,
  type Flash,
  type FormActionResult,
  type Product,
  type ServerActionContext,
} from '@mitti/shared';
import { languageOfPath } from '@mitti/shared/i18n';
import { ownersText } from '@mitti/shared/remote-words';
import { serverWords } from '../../../words/server-words';
import type { CheckoutWords } from '../../../words/words';

/**
 * The cart's forms, answered on the server when the app has not taken them over (decision 035): Add to
 * Cart and Buy Now (on a product page or card, wherever the catalogue shows them), a cart line's quantity
 * and Remove. The cart is the cookie the servers and the app share; a signed-in shopper's lines wait there
 * until the app puts them into the account's cart. The server's product (price, stock) decides, never the
 * form's; what happened goes back to the page the form was on, in its language (a piece by its Hindi name on a
 * Hindi page, where the owner gave one).
 */

export const CART_MESSAGES = {
  notUnderstood: 'That request could not be understood. Please try again.',
  unknownPiece: 'That piece is no longer in our catalogue.',
  unavailable: 'Failed to load product details',
} as const;

const isIntent = (value: unknown): value is CartIntent => CART_INTENTS.includes(value as CartIntent);
const error = (text: string): Flash => ({ kind: 'error', text });

type CartMessage = (typeof CART_MESSAGES)[keyof typeof CART_MESSAGES];

/** The product as the API has it now, or the message to show instead; the read stops with `signal`. */
export async function currentProduct(
  id: string,
  apiHeaders: ServerActionContext['apiHeaders'] = {},
  signal?: AbortSignal,
): Promise<Product | CartMessage> {
  try {
    return await apiRequest<Product>({
      path: `/products/${encodeURIComponent(id)}`,
      headers: { ...apiHeaders },
      signal,
    });
  } catch (failure) {
    return failure instanceof ApiError && failure.status === 404
      ? CART_MESSAGES.unknownPiece
      : CART_MESSAGES.unavailable;
  }
}

/** A line's piece by the name the page's words give it now, or the name it was added with when it cannot be read. */
async function nameNow(
  line: CartItem,
  t: CheckoutWords,
  apiHeaders: ServerActionContext['apiHeaders'],
  signal: AbortSignal | undefined,
): Promise<string> {
  const product = await currentProduct(line.id, apiHeaders, signal);
  return typeof product === 'string' ? line.name : ownersText(t, product, 'name').text;
}

/** The change's answer: where the page goes, with what the change says (already in the page's words). */
function changed(
  change: CartLineChange,
  said: string | null,
  { redirect, back, secure }: { redirect: string; back: string; secure: boolean },
): FormActionResult {
  if (!change.ok) return { redirect: back, flash: error(said ?? '') };
  const cookie = cartSetCookie(change.items, { secure });
  return {
    redirect,
    ...(said ? { flash: { kind: 'success' as const, text: said } } : {}),
    ...(cookie ? { cookies: [cookie] } : {}),
  };
}

export async function cartAction({
  form,
  cookies,
  secure,
  apiHeaders,
  signal,
}: ServerActionContext): Promise<FormActionResult> {
  const back = safeReturnPath(form.get(RETURN_TO_FIELD), paths.cart());
  const { language } = languageOfPath(back);
  const t = serverWords(language);
  const { intent, productId = '', quantity: typedQuantity = '1' } = formFields('cart', form);
  if (!isIntent(intent) || !productId || productId.length > 200)
    return { redirect: back, flash: error(t(CART_MESSAGES.notUnderstood)) };
  const items: CartItem[] = parseCartCookie(cookies[SHOP_COOKIES.cart]);
  const stay = { redirect: back, back, secure };

  if (intent === 'remove') {
    const line = items.find((item) => item.id === productId);
    const next = removeFromCartItems(items, productId);
    // The piece as the page names it now: the owner's Hindi name on a Hindi page, read from the API (decision 112).
    const name = line && (language === 'en' ? line.name : await nameNow(line, t, apiHeaders, signal));
    return changed({ ok: true, items: next, said: null }, name ? t('{name} removed from cart', { name }) : null, stay);
  }

  const quantity = parseQuantity(typedQuantity);
  const product = await currentProduct(productId, apiHeaders, signal);
  if (typeof product === 'string') return { redirect: back, flash: error(t(product)) };
  // A cookie holds the lines whoever the shopper is: a guest's cart, or a signed-in shopper's until the app runs.
  const where = { guest: true };
  const change =
    intent === 'update'
      ? setCartQuantity(items, product, quantity ?? 0, where)
      : addToCartItems(items, product, quantity ?? 0, where);
  // Said in the page's words, the piece named as the page names it (decision 112).
  const said = change.said && t(change.said.text, { ...change.said.values, name: ownersText(t, product, 'name').text });
  return changed(change, said, intent === 'buy' ? { ...stay, redirect: paths.checkout() } : stay);
}
