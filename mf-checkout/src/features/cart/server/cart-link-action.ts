import {
  SHOP_COOKIES,
  addToCartItems,
  cartSetCookie,
  parseCartCookie,
  parseQuantity,
  quantityCap,
  paths,
  type CartChangeText,
  type CartItem,
  type FormActionResult,
  type Product,
  type ServerActionContext,
} from '@mitti/shared';
import { CART_LINK_MAX_LINES, parseCartLinkLines } from '@mitti/shared/forms';
import { englishWords } from '@mitti/shared/remote-words';
import { CART_MESSAGES, currentProduct } from './cart-action';

/**
 * A link into the shop that adds pieces to the cart (`/cart/add?lines=id:qty,...`, decision 066): what the
 * catalogue embedded on a partner's site leads its visitors to. The document server answers it on GET, from
 * any site, so adding is all it can do: each line goes through the cart's own rules (the server's product,
 * its stock, the cart's cookie), exactly as Add to Cart's form, and a line the rules refuse changes nothing.
 * The shopper lands on /cart, which says what was added and why a line was not.
 */

export const CART_LINK_MESSAGES = {
  none: 'This link to the cart names no piece, so nothing was added.',
  tooMany: `This link asks for more than ${CART_LINK_MAX_LINES} pieces at once, so nothing was added.`,
} as const;

/** A product id the API could hold (its ids are short slugs): anything else is not looked up. */
const MAX_ID_LENGTH = 200;
/** Past this the note says how many, not which: the whole note must fit in its cookie (about 4 KB). */
const MAX_NOTE_LENGTH = 1000;

const punctuated = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The note /cart shows: one message as the cart says it, several one after another, a long one counted. */
function noteOf(messages: string[], added: number, refused: number): string {
  const said = [...new Set(messages)];
  if (said.length === 1) return said[0]!;
  const text = said.map(punctuated).join(' ');
  if (text.length <= MAX_NOTE_LENGTH) return text;
  const pieces = (n: number) => `${n} ${n === 1 ? 'piece' : 'pieces'}`;
  return `${pieces(added)} added to cart. ${pieces(refused)} could not be added.`;
}

/**
 * One line's change, and what it says: a quantity the piece cannot have is refused naming the piece (a link may
 * have several). In English: a partner's link lands on the English cart.
 */
function lineChange(
  items: readonly CartItem[],
  product: Product,
  written: string,
): { added: CartItem[] | null; message: string } {
  const quantity = parseQuantity(written);
  const cap = quantityCap(product);
  if (cap > 0 && (quantity === null || quantity < 1 || quantity > cap)) {
    return {
      added: null,
      message: `${product.name}: ${englishWords('Choose a quantity from 1 to {cap}.' satisfies CartChangeText, { cap })}`,
    };
  }
  // A cookie holds the lines whoever the shopper is, as for the cart's form (cart-action.ts).
  const change = addToCartItems(items, product, quantity ?? 0, { guest: true });
  return { added: change.ok ? change.items : null, message: englishWords(change.said.text, change.said.values) };
}

export async function cartLinkAction({
  form,
  cookies,
  secure,
  apiHeaders,
  signal,
}: ServerActionContext): Promise<FormActionResult> {
  const lines = parseCartLinkLines(form);
  if (lines === 'none') return { redirect: paths.cart(), flash: { kind: 'error', text: CART_LINK_MESSAGES.none } };
  if (lines === 'too-many')
    return { redirect: paths.cart(), flash: { kind: 'error', text: CART_LINK_MESSAGES.tooMany } };

  // Each piece is read once, all at once (at most CART_LINK_MAX_LINES of them).
  const ids = [...new Set(lines.map((line) => line.id))].filter((id) => id && id.length <= MAX_ID_LENGTH);
  const products = new Map(
    await Promise.all(ids.map(async (id) => [id, await currentProduct(id, apiHeaders, signal)] as const)),
  );

  let items: CartItem[] = parseCartCookie(cookies[SHOP_COOKIES.cart]);
  const messages: string[] = [];
  let added = 0;
  let refused = 0;
  for (const line of lines) {
    const product = products.get(line.id) ?? CART_MESSAGES.unknownPiece;
    const change =
      typeof product === 'string' ? { added: null, message: product } : lineChange(items, product, line.quantity);
    messages.push(change.message);
    if (change.added) {
      items = change.added;
      added += 1;
    } else refused += 1;
  }
  const cookie = added > 0 ? cartSetCookie(items, { secure }) : null;
  return {
    redirect: paths.cart(),
    flash: { kind: refused > 0 ? 'error' : 'success', text: noteOf(messages, added, refused) },
    ...(cookie ? { cookies: [cookie] } : {}),
  };
}
