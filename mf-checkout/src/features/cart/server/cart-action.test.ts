/** @jest-environment node */
/**
 * The cart's forms as the server answers them before the app runs (decision 035): the product and its
 * stock come from the API (a real HTTP server here), the cart from its cookie.
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
} from '@mitti/shared';
import { testApiForEachTest } from '../../../../../shared/test/render-with-providers';
import { actions } from '../../../server';

const api = testApiForEachTest();
/** A product as GET /products/:id sends it (the fields the cart reads). */
const product = (id: string, name: string, stock: number) =>
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
const bowl = { ...product('oat-bowl', 'Oat Bowl', 3), nameHi: 'जई कटोरा' } as Product;
const soldOut = product('ash-vase', 'Ash Vase', 0);

beforeEach(() => {
  configureApiClient({ baseUrl: api.url });
  api.answer(({ path }) => {
    const product = [bowl, soldOut].find((p) => path === `/products/${p.id}`);
    return product
      ? Response.json(product)
      : Response.json({ error: 'Product not found', statusCode: 404 }, { status: 404 });
  });
});

/** Posts the cart's form with `fields`, the cart's cookie holding `cart`. */
async function post(fields: Record<string, string>, cart: CartItem[] = [], apiHeaders: Record<string, string> = {}) {
  const cookie = cart.length ? cartSetCookie(cart, { secure: false })!.split(';')[0]! : '';
  const form = new URLSearchParams(fields);
  return actions!.cart!({ form, cookies: readCookies(cookie), secure: false, apiHeaders });
}

/** The cart a Set-Cookie of the answer leaves. */
const cartAfter = (cookies: string[] = []) =>
  parseCartCookie(
    readCookies(cookies.find((c) => c.startsWith(`${SHOP_COOKIES.cart}=`))?.split(';')[0])[SHOP_COOKIES.cart],
  );

describe("the cart's form on the server", () => {
  it("adds the chosen quantity at the server's price and goes back to the page, saying so", async () => {
    const answer = await post({ intent: 'add', productId: 'oat-bowl', quantity: '2', returnTo: '/product/oat-bowl' });
    expect(answer.redirect).toBe('/product/oat-bowl');
    expect(answer.flash).toEqual({ kind: 'success', text: 'Oat Bowl added to cart' });
    expect(cartAfter(answer.cookies)).toEqual([cartLineOf(bowl, 2)]);
  });

  it('adds to the line already in the cart, within the stock', async () => {
    const answer = await post({ intent: 'add', productId: 'oat-bowl', returnTo: '/store' }, [cartLineOf(bowl, 1)]);
    expect(cartAfter(answer.cookies)).toEqual([cartLineOf(bowl, 2)]);
    const over = await post({ intent: 'add', productId: 'oat-bowl', quantity: '3', returnTo: '/store' }, [
      cartLineOf(bowl, 1),
    ]);
    expect(over.flash).toEqual({
      kind: 'error',
      text: 'Only 3 of Oat Bowl can be ordered, and 1 is already in your cart.',
    });
    expect(over.cookies).toBeUndefined();
  });

  it('Buy Now adds, then goes to checkout', async () => {
    const answer = await post({ intent: 'buy', productId: 'oat-bowl', quantity: '1', returnTo: '/product/oat-bowl' });
    expect(answer.redirect).toBe('/checkout');
    expect(cartAfter(answer.cookies)).toEqual([cartLineOf(bowl, 1)]);
  });

  it("refuses a sold-out piece with SPEC's message, and changes nothing", async () => {
    const answer = await post({ intent: 'add', productId: 'ash-vase', returnTo: '/store?tag=vase' });
    expect(answer).toEqual({ redirect: '/store?tag=vase', flash: { kind: 'error', text: 'Ash Vase is out of stock' } });
  });

  it('refuses bad input with a plain message and changes nothing, whatever the bytes', async () => {
    const cases: Record<string, string>[] = [
      { intent: 'add', productId: 'oat-bowl', quantity: '0' },
      { intent: 'add', productId: 'oat-bowl', quantity: '-1' },
      { intent: 'add', productId: 'oat-bowl', quantity: '1.5' },
      { intent: 'add', productId: 'oat-bowl', quantity: '99' },
      { intent: 'add', productId: 'oat-bowl', quantity: '<script>' },
      { intent: 'add', productId: 'no-such-pot' },
      { intent: 'add', productId: '' },
      { intent: 'add', productId: 'x'.repeat(201) },
      { intent: 'steal', productId: 'oat-bowl' },
      {},
    ];
    for (const fields of cases) {
      const answer = await post({ ...fields, returnTo: '/store' });
      expect(answer.redirect).toBe('/store');
      expect(answer.flash?.kind).toBe('error');
      expect(answer.flash?.text).not.toMatch(/undefined|Error|body\//);
      expect(answer.cookies).toBeUndefined();
    }
    expect((await post({ intent: 'add', productId: 'no-such-pot', returnTo: '/' })).flash?.text).toBe(
      'That piece is no longer in our catalogue.',
    );
  });

  it("sets a line's quantity and removes a line", async () => {
    const cart = [cartLineOf(bowl, 1)];
    const updated = await post({ intent: 'update', productId: 'oat-bowl', quantity: '3', returnTo: '/cart' }, cart);
    expect(cartAfter(updated.cookies)).toEqual([cartLineOf(bowl, 3)]);
    const removed = await post({ intent: 'remove', productId: 'oat-bowl', returnTo: '/cart' }, cart);
    expect(removed.flash).toEqual({ kind: 'success', text: 'Oat Bowl removed from cart' });
    expect(removed.cookies?.[0]).toMatch(/^mitti_cart=; Max-Age=0/);
  });

  it('reads the product for the shopper the document server names, so the API counts it against them', async () => {
    const shopper = { 'x-mitti-shopper-address': '203.0.113.7', 'x-mitti-shopper-signature': 'signed-by-the-server' };
    await post({ intent: 'add', productId: 'oat-bowl', returnTo: '/store' }, [], shopper);
    expect(api.requests.at(-1)?.headers).toMatchObject(shopper);
  });

  it('tells the shopper when the catalogue cannot be reached, and changes nothing', async () => {
    api.answer(() => Response.json({ error: 'down' }, { status: 503 }));
    const answer = await post({ intent: 'add', productId: 'oat-bowl', returnTo: '/store' });
    expect(answer).toEqual({ redirect: '/store', flash: { kind: 'error', text: 'Failed to load product details' } });
  });

  it('stops reading the product when the document server gives up on the answer (decision 087)', async () => {
    let reached!: () => void;
    const asked = new Promise<void>((resolve) => (reached = resolve));
    api.answer(() => {
      reached();
      return new Promise<Response>(() => undefined);
    });
    const givenUp = new AbortController();
    const form = new URLSearchParams({ intent: 'add', productId: 'oat-bowl', returnTo: '/store' });
    const answer = actions!.cart!({ form, cookies: {}, secure: false, apiHeaders: {}, signal: givenUp.signal });
    await asked;
    givenUp.abort(new Error('no answer within 10000 ms'));
    // The API never answers: only the cancelled read lets the action end.
    await expect(answer).resolves.toEqual({
      redirect: '/store',
      flash: { kind: 'error', text: 'Failed to load product details' },
    });
  });

  it("answers a Hindi page's form in Hindi, the piece by the owner's Hindi name where given (issue 57)", async () => {
    const added = await post({ intent: 'add', productId: 'oat-bowl', quantity: '2', returnTo: '/hi/product/oat-bowl' });
    expect([added.redirect, added.flash]).toEqual([
      '/hi/product/oat-bowl',
      { kind: 'success', text: 'जई कटोरा कार्ट में जुड़ गया' },
    ]);
    const none = await post({ intent: 'add', productId: 'ash-vase', returnTo: '/hi/store' });
    expect(none.flash).toEqual({ kind: 'error', text: 'Ash Vase स्टॉक में नहीं है' });
    const over = await post({ intent: 'add', productId: 'oat-bowl', quantity: '3', returnTo: '/hi/cart' }, [
      cartLineOf(bowl, 1),
    ]);
    expect(over.flash).toEqual({
      kind: 'error',
      text: 'जई कटोरा के केवल 3 ऑर्डर किए जा सकते हैं, और 1 पहले से आपके कार्ट में है।',
    });
    const set = await post({ intent: 'update', productId: 'oat-bowl', quantity: '9', returnTo: '/hi/cart' }, [
      cartLineOf(bowl, 1),
    ]);
    expect(set.flash).toEqual({ kind: 'error', text: '1 से 3 तक की मात्रा चुनें।' });
    const removed = await post({ intent: 'remove', productId: 'oat-bowl', returnTo: '/hi/cart' }, [
      cartLineOf(bowl, 1),
    ]);
    expect(removed.flash).toEqual({ kind: 'success', text: 'जई कटोरा कार्ट से हटा दिया गया' });
    // A piece the API no longer has is removed by the name the cart holds.
    const unknown = { ...cartLineOf(bowl, 1), id: 'no-such-piece', name: 'Old Jug' };
    const removedUnknown = await post({ intent: 'remove', productId: 'no-such-piece', returnTo: '/hi/cart' }, [
      unknown,
    ]);
    expect(removedUnknown.flash).toEqual({ kind: 'success', text: 'Old Jug कार्ट से हटा दिया गया' });
    const gone = await post({ intent: 'add', productId: 'no-such-piece', returnTo: '/hi/store' });
    expect(gone.flash).toEqual({ kind: 'error', text: 'यह चीज़ अब हमारे कैटलॉग में नहीं है।' });
    expect([over.cookies, set.cookies, none.cookies]).toEqual([undefined, undefined, undefined]);
  });
});
