/** @jest-environment node */
/**
 * The link into the cart a partner's embed leads to (`/cart/add?lines=id:qty,...`, decision 066), as the cart's
 * server answers it: every line by the cart's own rules, the products and their stock from the API (a real HTTP
 * server here), the cart from its cookie. Adding is all it can do; a line it refuses changes nothing.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  SHOP_COOKIES,
  cartLineOf,
  cartSetCookie,
  configureApiClient,
  parseCartCookie,
  readCookies,
  type CartItem,
  type Product,
  type ServerActionContext,
} from '@mitti/shared';
import { CART_LINK_MAX_LINES } from '@mitti/shared/forms';
import { testApiForEachTest } from '../../../../../shared/test/render-with-providers';
import { actions } from '../../../server';
import { CART_LINK_MESSAGES } from './cart-link-action';

const api = testApiForEachTest();
/** A product as GET /products/:id sends it (the fields the cart reads). */
const product = (id: string, name: string, stock: number | undefined) =>
  ({
    id,
    name,
    price: 650,
    mrp: 700,
    category: 'Bowls',
    imageUrl: [`/images/${id}.svg`],
    images: [],
    stock,
  }) as unknown as Product;
const bowl = product('oat-bowl', 'Oat Bowl', 3);
const mug = product('moss-mug', 'Moss Mug', 12);
const soldOut = product('ash-vase', 'Ash Vase', 0);
/** A piece whose stock the shop does not say: SPEC section 9's cap of 10 holds. */
const plate = product('sand-plate', 'Sand Plate', undefined);
const catalogue = [bowl, mug, soldOut, plate];

beforeEach(() => {
  configureApiClient({ baseUrl: api.url });
  api.answer(({ path }) => {
    const found = catalogue.find((p) => path === `/products/${p.id}`);
    return found
      ? Response.json(found)
      : Response.json({ error: 'Product not found', statusCode: 404 }, { status: 404 });
  });
});

/** Follows the link `/cart/add?{query}`, the cart's cookie holding `cart`. */
async function follow(query: string, cart: CartItem[] = []) {
  const cookie = cart.length ? cartSetCookie(cart, { secure: false })!.split(';')[0]! : '';
  const context = { form: new URLSearchParams(query), cookies: readCookies(cookie), secure: false, apiHeaders: {} };
  return actions!.cartLink!(context as ServerActionContext);
}

/** The cart a Set-Cookie of the answer leaves. */
const cartAfter = (cookies: string[] = []) =>
  parseCartCookie(
    readCookies(cookies.find((c) => c.startsWith(`${SHOP_COOKIES.cart}=`))?.split(';')[0])[SHOP_COOKIES.cart],
  );

/** The product reads the API received. */
const reads = () => api.requests.filter((request) => request.path.startsWith('/products/')).length;

describe('the link into the cart', () => {
  it("adds each line at the server's price, to what the cart holds, and shows the cart saying so", async () => {
    const answer = await follow('lines=oat-bowl:2,moss-mug:1', [cartLineOf(plate, 1)]);
    expect(answer.redirect).toBe('/cart');
    expect(answer.flash).toEqual({ kind: 'success', text: 'Oat Bowl added to cart. Moss Mug added to cart.' });
    expect(cartAfter(answer.cookies)).toEqual([cartLineOf(plate, 1), cartLineOf(bowl, 2), cartLineOf(mug, 1)]);
    // Set by the link's own answer (a top-level navigation), for every page of the shop.
    expect(answer.cookies?.[0]).toMatch(/; Path=\/; SameSite=Lax$/);
  });

  it("says one piece added in SPEC's words; a line without a quantity is one; a line already there grows", async () => {
    const one = await follow('lines=moss-mug');
    expect(one.flash).toEqual({ kind: 'success', text: 'Moss Mug added to cart' });
    expect(cartAfter(one.cookies)).toEqual([cartLineOf(mug, 1)]);
    const again = await follow('lines=moss-mug:2', [cartLineOf(mug, 1)]);
    expect(cartAfter(again.cookies)).toEqual([cartLineOf(mug, 3)]);
  });

  it('refuses an unknown piece, a sold-out one, and quantities of 0, 10000 or abc, each saying why, changing nothing', async () => {
    const cart = [cartLineOf(mug, 1)];
    const cases: [string, string][] = [
      ['lines=no-such-pot:1', 'That piece is no longer in our catalogue.'],
      ['lines=ash-vase:1', 'Ash Vase is out of stock'],
      ['lines=oat-bowl:0', 'Oat Bowl: Choose a quantity from 1 to 3.'],
      ['lines=oat-bowl:10000', 'Oat Bowl: Choose a quantity from 1 to 3.'],
      ['lines=oat-bowl:abc', 'Oat Bowl: Choose a quantity from 1 to 3.'],
      ['lines=oat-bowl:-1', 'Oat Bowl: Choose a quantity from 1 to 3.'],
      ['lines=oat-bowl:1.5', 'Oat Bowl: Choose a quantity from 1 to 3.'],
      ['lines=sand-plate:11', 'Sand Plate: Choose a quantity from 1 to 10.'],
      ['lines=moss-mug:12', 'Only 12 of Moss Mug can be ordered, and 1 is already in your cart.'],
      [`lines=${'x'.repeat(201)}:1`, 'That piece is no longer in our catalogue.'],
      ['lines=:1', 'That piece is no longer in our catalogue.'],
      ['lines=%3Cscript%3Ealert(1)%3C%2Fscript%3E:1', 'That piece is no longer in our catalogue.'],
    ];
    for (const [query, text] of cases) {
      const answer = await follow(query, cart);
      expect({ query, answer }).toEqual({ query, answer: { redirect: '/cart', flash: { kind: 'error', text } } });
    }
  });

  it('refuses a link of no line, or of more lines than a link may carry, whole, before looking anything up', async () => {
    for (const query of ['', 'lines=', 'lines=,,,', 'other=oat-bowl:1']) {
      expect(await follow(query)).toEqual({
        redirect: '/cart',
        flash: { kind: 'error', text: CART_LINK_MESSAGES.none },
      });
    }
    const hundred = Array.from({ length: 100 }, () => 'oat-bowl:1').join(',');
    const answer = await follow(`lines=${hundred}`, [cartLineOf(mug, 1)]);
    expect(answer).toEqual({ redirect: '/cart', flash: { kind: 'error', text: CART_LINK_MESSAGES.tooMany } });
    expect(CART_LINK_MESSAGES.tooMany).toBe('This link asks for more than 20 pieces at once, so nothing was added.');
    const justOver = Array.from({ length: CART_LINK_MAX_LINES + 1 }, (_, i) => `pot-${i}:1`).join(',');
    expect((await follow(`lines=${justOver}`)).flash?.text).toBe(CART_LINK_MESSAGES.tooMany);
    expect(reads()).toBe(0);
  });

  it('adds the lines it can and says why the others were not added', async () => {
    const answer = await follow('lines=oat-bowl:1,ash-vase:1,no-such-pot:2,moss-mug:abc,moss-mug:2');
    expect(answer.flash).toEqual({
      kind: 'error',
      text:
        'Oat Bowl added to cart. Ash Vase is out of stock. That piece is no longer in our catalogue. ' +
        'Moss Mug: Choose a quantity from 1 to 12. Moss Mug added to cart.',
    });
    expect(cartAfter(answer.cookies)).toEqual([cartLineOf(bowl, 1), cartLineOf(mug, 2)]);
    // Each piece read once.
    expect(reads()).toBe(4);
  });

  it('keeps a piece within its stock across the lines of one link, as the cart does across taps', async () => {
    const answer = await follow('lines=oat-bowl:2,oat-bowl:2');
    expect(answer.flash?.text).toBe(
      'Oat Bowl added to cart. Only 3 of Oat Bowl can be ordered, and 2 are already in your cart.',
    );
    expect(cartAfter(answer.cookies)).toEqual([cartLineOf(bowl, 2)]);
  });

  it("never grows a guest's cart past its cookie", async () => {
    const full = Array.from({ length: 30 }, (_, i) => cartLineOf(product(`pot-${i}`, `Pot ${i}`, 5), 1));
    let cart: CartItem[] = [];
    for (const line of full) {
      const next = [...cart, line];
      if (cartSetCookie(next, { secure: false }) === null) break;
      cart = next;
    }
    const answer = await follow('lines=moss-mug:1', cart);
    expect(answer).toEqual({
      redirect: '/cart',
      flash: { kind: 'error', text: 'Your cart is full. Check out or remove a piece before adding another.' },
    });
  });

  it('says when the catalogue cannot be reached, never a failure of its own, and changes nothing', async () => {
    api.answer(() => Response.json({ error: 'down' }, { status: 503 }));
    const answer = await follow('lines=oat-bowl:1,moss-mug:1', [cartLineOf(mug, 1)]);
    expect(answer).toEqual({ redirect: '/cart', flash: { kind: 'error', text: 'Failed to load product details' } });
  });

  it('counts rather than lists when the note would be too long for its cookie', async () => {
    const longName = (i: number) => `${'Very Long Name Of A Handmade Piece '.repeat(2)}${i}`;
    const many = Array.from({ length: CART_LINK_MAX_LINES }, (_, i) => product(`long-${i}`, longName(i), 0));
    api.answer(({ path }) => {
      const found = [...many, mug].find((p) => path === `/products/${p.id}`);
      return found ? Response.json(found) : Response.json({ error: 'Product not found' }, { status: 404 });
    });
    const lines = ['moss-mug:1', ...many.slice(1).map((p) => `${p.id}:1`)].join(',');
    const answer = await follow(`lines=${lines}`);
    expect(answer.flash).toEqual({ kind: 'error', text: '1 piece added to cart. 19 pieces could not be added.' });
    expect(cartAfter(answer.cookies)).toEqual([cartLineOf(mug, 1)]);
  });
});
