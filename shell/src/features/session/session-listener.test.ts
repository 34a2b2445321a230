import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  SHOP_COOKIES,
  addedToCart,
  addedToWishlist,
  cartCleared,
  cartRefreshRequested,
  cartSetCookie,
  createAppStore,
  notify,
  parseCartCookie,
  quantityUpdated,
  readCookies,
  signedIn,
  signedOut,
  type CartItem,
  type DocumentStore,
  type User,
} from '@mitti/shared';
import { createGuestCartStorage } from './guest-cart-storage';
import { createSessionListener } from './session-listener';
import { setDocumentTranslator } from '../../i18n/document-words';
import { createHindiTranslator } from '../../i18n/hindi-translator';

const user: User = { uid: 'u1', email: 'asha@example.com', displayName: 'Asha', photoURL: null };
const mug: CartItem = { id: 'mug', name: 'Mug', price: 450, imageUrl: '/mug.jpg', quantity: 1 };
const bowl: CartItem = { id: 'bowl', name: 'Bowl', price: 800, imageUrl: '/bowl.jpg', quantity: 2 };

/** An in-memory DocumentStore with the same semantics as the API. */
function memoryStore(initial: Record<string, unknown> = {}) {
  const docs = new Map(Object.entries(initial));
  const store: DocumentStore = {
    get: jest.fn(async (collection, uid) => (docs.get(`${collection}/${uid}`) ?? null) as never),
    load: jest.fn(async (collection, uid) => {
      const key = `${collection}/${uid}`;
      if (!docs.has(key)) docs.set(key, { items: [] });
      return structuredClone(docs.get(key)) as never;
    }),
    set: jest.fn(async (collection, uid, data) => void docs.set(`${collection}/${uid}`, structuredClone(data))),
    update: jest.fn(async () => undefined),
    add: jest.fn(async () => ({ id: 'c1' })),
    recordLogin: jest.fn(async () => undefined),
  };
  return { store, docs };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(initial?: Record<string, unknown>, { leaving = false } = {}) {
  const { store, docs } = memoryStore(initial);
  const guestCart = createGuestCartStorage();
  let leavePage = () => {};
  const listener = createSessionListener(
    store,
    guestCart,
    undefined,
    () => leaving,
    (left) => (leavePage = left),
  );
  const appStore = createAppStore(undefined, { extraMiddleware: [listener.middleware] });
  return { appStore, docs, store, guestCart, leavePage: () => leavePage() };
}

describe('session listener', () => {
  beforeEach(() => {
    document.cookie = cartSetCookie([], { secure: false })!;
  });

  it('loads the cart and wishlist at sign-in, creating empty documents when missing', async () => {
    const { appStore, docs } = setup({ 'carts/u1': { items: [mug] } });
    appStore.dispatch(signedIn(user));
    await settle();
    expect(appStore.getState().cart.items).toEqual([mug]);
    expect(docs.get('wishlists/u1')).toEqual({ items: [] });
  });

  it('saves every cart and wishlist change to the signed-in shopper documents', async () => {
    const { appStore, docs } = setup();
    appStore.dispatch(signedIn(user));
    await settle();
    appStore.dispatch(addedToCart(mug));
    appStore.dispatch(addedToCart({ ...mug, quantity: 2 }));
    appStore.dispatch(addedToWishlist({ id: 'vase', name: 'Vase', price: 900, imageUrl: '/v.jpg' }));
    await settle();
    expect(docs.get('carts/u1')).toEqual({ items: [{ ...mug, quantity: 3 }] });
    expect(docs.get('wishlists/u1')).toEqual({ items: [expect.objectContaining({ id: 'vase' })] });
    appStore.dispatch(cartCleared());
    await settle();
    expect(docs.get('carts/u1')).toEqual({ items: [] });
  });

  it("says the cart and wishlist are loading until the account's are in, and stops when they cannot be read", async () => {
    const { appStore } = setup({ 'carts/u1': { items: [mug] } });
    appStore.dispatch(signedIn(user));
    expect(appStore.getState().cart).toEqual({ items: [], loading: true });
    expect(appStore.getState().wishlist.loading).toBe(true);
    await settle();
    expect(appStore.getState().cart).toEqual({ items: [mug], loading: false });
    expect(appStore.getState().wishlist).toEqual({ items: [], loading: false });

    const failing = setup();
    jest.mocked(failing.store.load).mockRejectedValue(new Error('API down'));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    failing.appStore.dispatch(addedToCart(bowl));
    failing.appStore.dispatch(signedIn(user));
    await settle();
    expect(failing.appStore.getState().cart).toEqual({ items: [bowl], loading: false });
    expect(failing.appStore.getState().wishlist.loading).toBe(false);
    expect(logged).toHaveBeenCalledWith('Could not load the cart and wishlist', expect.any(Error));
    logged.mockRestore();
  });

  it('remembers a sign-in in a cookie for the server, until sign-out', async () => {
    const { appStore } = setup();
    appStore.dispatch(signedIn(user));
    await settle();
    expect(readCookies(document.cookie)[SHOP_COOKIES.signedIn]).toBe('1');
    appStore.dispatch(signedOut());
    expect(readCookies(document.cookie)[SHOP_COOKIES.signedIn]).toBeUndefined();
  });

  it("keeps what is added to the cart before the sign-in check ends, and puts it into the account's cart", async () => {
    const { appStore, docs } = setup({ 'carts/u1': { items: [mug] } });
    appStore.dispatch(addedToCart(bowl));
    appStore.dispatch(signedIn(user));
    // While the account's cart loads, too.
    appStore.dispatch(addedToCart({ ...mug, quantity: 1 }));
    await settle();
    expect(appStore.getState().cart.items).toEqual([{ ...mug, quantity: 2 }, bowl]);
    expect(docs.get('carts/u1')).toEqual({ items: [{ ...mug, quantity: 2 }, bowl] });
  });

  it("keeps what was added while the account's cart loaded when the page is left meanwhile: the next page merges it", async () => {
    document.cookie = cartSetCookie([bowl], { secure: false })!;
    const { appStore, docs, store, leavePage } = setup({ 'carts/u1': { items: [mug] } });
    jest.mocked(store.load).mockReturnValueOnce(new Promise(() => {}));
    appStore.dispatch(signedIn(user));
    appStore.dispatch(addedToCart(mug));
    appStore.dispatch(addedToCart({ ...bowl, quantity: 1 }));
    expect(appStore.getState().cart.items).toEqual([mug, { ...bowl, quantity: 1 }]);
    leavePage();
    expect(parseCartCookie(readCookies(document.cookie)[SHOP_COOKIES.cart])).toEqual([{ ...bowl, quantity: 3 }, mug]);

    // The next page: the account's cart with those lines in, saved once, the cookie spent.
    const next = setup({ 'carts/u1': docs.get('carts/u1') });
    next.appStore.dispatch(signedIn(user));
    await settle();
    await settle();
    expect(next.docs.get('carts/u1')).toEqual({
      items: [
        { ...mug, quantity: 2 },
        { ...bowl, quantity: 3 },
      ],
    });
    expect(parseCartCookie(readCookies(document.cookie)[SHOP_COOKIES.cart])).toEqual([]);
  });

  it("counts a piece once when the account's cart lands while the page is being left", async () => {
    const { appStore, docs, store, leavePage } = setup({ 'carts/u1': { items: [mug] } });
    let land = () => {};
    jest
      .mocked(store.load)
      .mockReturnValueOnce(new Promise((resolve) => (land = () => resolve({ items: [mug] } as never))));
    appStore.dispatch(signedIn(user));
    appStore.dispatch(addedToCart(bowl));
    leavePage();
    land();
    await settle();
    await settle();
    // The lines the cookie took are merged from it, not applied a second time as a waiting change.
    expect(docs.get('carts/u1')).toEqual({ items: [mug, { ...bowl, quantity: 2 }] });
    expect(parseCartCookie(readCookies(document.cookie)[SHOP_COOKIES.cart])).toEqual([]);
  });

  it('leaves the cookie as it was when the page is left with nothing waiting to be saved', async () => {
    const { appStore, leavePage } = setup({ 'carts/u1': { items: [mug] } });
    appStore.dispatch(signedIn(user));
    await settle();
    appStore.dispatch(addedToCart(bowl));
    await settle();
    leavePage();
    expect(parseCartCookie(readCookies(document.cookie)[SHOP_COOKIES.cart])).toEqual([]);
  });

  it("keeps a wishlist heart tapped while the account's documents load, and saves it", async () => {
    const vase = { id: 'vase', name: 'Vase', price: 900, imageUrl: '/v.jpg' };
    const cup = { id: 'cup', name: 'Cup', price: 300, imageUrl: '/c.jpg' };
    const { appStore, docs } = setup({ 'wishlists/u1': { items: [cup] } });
    appStore.dispatch(signedIn(user));
    appStore.dispatch(addedToWishlist(vase));
    await settle();
    expect(appStore.getState().wishlist.items).toEqual([cup, vase]);
    expect(docs.get('wishlists/u1')).toEqual({ items: [cup, vase] });
  });

  it('keeps what a guest adds before the sign-in check ends, on top of the cart in its cookie', async () => {
    const { appStore, guestCart } = setup();
    guestCart.write([mug]);
    appStore.dispatch(addedToCart(bowl));
    appStore.dispatch(signedOut());
    await settle();
    expect(appStore.getState().cart.items).toEqual([mug, bowl]);
    expect(guestCart.read()).toEqual([mug, bowl]);
  });

  it('does not reload on a token refresh of the same shopper', async () => {
    const { appStore, store } = setup();
    appStore.dispatch(signedIn(user));
    await settle();
    appStore.dispatch(signedIn({ ...user, displayName: 'Asha Rao' }));
    await settle();
    expect(store.load).toHaveBeenCalledTimes(2);
  });

  it("keeps a guest's cart in its cookie and restores it at start-up", async () => {
    const first = setup();
    first.appStore.dispatch(signedOut());
    first.appStore.dispatch(addedToCart(mug));
    expect(first.guestCart.read()).toEqual([mug]);

    const afterReload = setup();
    afterReload.appStore.dispatch(signedOut());
    expect(afterReload.appStore.getState().cart.items).toEqual([mug]);
  });

  it("starts a guest with the cart a form put into the cookie before the app ran (the server's answer)", () => {
    document.cookie = cartSetCookie([mug, bowl], { secure: false })!;
    const { appStore } = setup();
    appStore.dispatch(signedOut());
    expect(appStore.getState().cart.items).toEqual([mug, bowl]);
  });

  it("puts what a form added before the app knew the account into the account's cart, once, then clears the cookie", async () => {
    document.cookie = cartSetCookie([{ ...mug, quantity: 2 }], { secure: false })!;
    const { appStore, docs } = setup({ 'carts/u1': { items: [mug, bowl] } });
    appStore.dispatch(signedIn(user));
    await settle();
    await settle();
    expect(docs.get('carts/u1')).toEqual({ items: [{ ...mug, quantity: 3 }, bowl] });
    expect(parseCartCookie(readCookies(document.cookie)[SHOP_COOKIES.cart])).toEqual([]);
  });

  /** A guest adds more lines than the cart's cookie holds: what the cart keeps, and what the shopper is told. */
  async function overfillGuestCart() {
    const told = jest.spyOn(notify, 'error').mockImplementation(() => undefined);
    const { appStore, guestCart } = setup();
    appStore.dispatch(signedOut());
    appStore.dispatch(addedToCart(mug));
    for (let index = 0; index < 60; index += 1) appStore.dispatch(addedToCart({ ...bowl, id: `bowl-${index}` }));
    await settle();
    const calls = [...told.mock.calls];
    told.mockRestore();
    return { kept: appStore.getState().cart.items, saved: guestCart.read(), told: calls };
  }

  it("undoes a guest's change that its cookie cannot hold, and says why", async () => {
    const { kept, saved, told } = await overfillGuestCart();
    expect(kept.length).toBeGreaterThan(1);
    expect(kept.length).toBeLessThan(61);
    expect(saved).toEqual(kept);
    expect(told).toContainEqual(['Your cart is full. Check out or remove a piece before adding another.']);
  });

  it('says the cart is full in Hindi on a Hindi page', async () => {
    setDocumentTranslator(Promise.resolve(createHindiTranslator()));
    try {
      const { told } = await overfillGuestCart();
      expect(told).toContainEqual(['आपका कार्ट भर गया है। कोई और चीज़ जोड़ने से पहले चेकआउट करें या कोई चीज़ हटाएँ।']);
      expect(told.flat().join(' ')).not.toMatch(/cart is full/);
    } finally {
      setDocumentTranslator(Promise.resolve(null));
    }
  });

  it('merges the guest cart into the account at sign-in without duplicate lines, then clears it', async () => {
    const { appStore, docs, guestCart } = setup({ 'carts/u1': { items: [mug] } });
    appStore.dispatch(signedOut());
    appStore.dispatch(addedToCart({ ...mug, quantity: 2 }));
    appStore.dispatch(addedToCart(bowl));
    appStore.dispatch(signedIn(user));
    await settle();
    await settle();
    const merged = [{ ...mug, quantity: 3 }, bowl];
    expect(appStore.getState().cart.items).toEqual(merged);
    expect(docs.get('carts/u1')).toEqual({ items: merged });
    expect(guestCart.read()).toEqual([]);
  });

  it("leaves the cookie's lines to the next page on a page a form has left, whose save would go with it", async () => {
    const { appStore, docs, store, guestCart } = setup({ 'carts/u1': { items: [mug] } }, { leaving: true });
    guestCart.write([bowl]);
    appStore.dispatch(signedIn(user));
    await settle();
    await settle();
    expect(appStore.getState().cart.items).toEqual([mug]);
    expect(guestCart.read()).toEqual([bowl]);
    expect(store.set).not.toHaveBeenCalled();
    expect(docs.get('carts/u1')).toEqual({ items: [mug] });
  });

  it("empties the guest's cookie before the merged cart is saved, so a page closed meanwhile cannot merge it twice", async () => {
    const { appStore, docs, store, guestCart } = setup({ 'carts/u1': { items: [mug] } });
    let land = () => {};
    const set = store.set;
    store.set = jest.fn<DocumentStore['set']>((...args) =>
      new Promise<void>((resolve) => (land = resolve)).then(() => set(...args)),
    );
    appStore.dispatch(signedOut());
    appStore.dispatch(addedToCart(bowl));
    appStore.dispatch(signedIn(user));
    await settle();
    await settle();
    expect(store.set).toHaveBeenCalledWith('carts', 'u1', { items: [mug, bowl] });
    expect(guestCart.read()).toEqual([]);
    land();
    await settle();
    expect(docs.get('carts/u1')).toEqual({ items: [mug, bowl] });
  });

  it("gives the guest's lines back to the cookie when the merged cart cannot be saved, until a later save holds them", async () => {
    const { appStore, docs, store, guestCart } = setup({ 'carts/u1': { items: [mug] } });
    const set = store.set;
    store.set = jest.fn<DocumentStore['set']>().mockRejectedValueOnce(new Error('offline')).mockImplementation(set);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    appStore.dispatch(signedOut());
    appStore.dispatch(addedToCart(bowl));
    appStore.dispatch(signedIn(user));
    await settle();
    await settle();
    expect(logged).toHaveBeenCalledWith('Could not save carts/u1', expect.any(Error));
    expect(docs.get('carts/u1')).toEqual({ items: [mug] });
    expect(guestCart.read()).toEqual([bowl]);
    appStore.dispatch(quantityUpdated({ id: 'mug', quantity: 2 }));
    await settle();
    await settle();
    expect(docs.get('carts/u1')).toEqual({ items: [{ ...mug, quantity: 2 }, bowl] });
    expect(guestCart.read()).toEqual([]);
    logged.mockRestore();
  });

  it('an order paid elsewhere: the cart read again from the account, its note sent back with the next save', async () => {
    const { appStore, docs, store } = setup({ 'carts/u1': { items: [mug, bowl] } });
    appStore.dispatch(signedIn(user));
    await settle();
    // The payment took the mug out on the server (decision 063).
    const note = { orderNumber: 'MS-2026-000123', lines: [{ id: 'mug', quantity: 1 }] };
    docs.set('carts/u1', { items: [bowl], paidOrders: [note] });
    appStore.dispatch(cartRefreshRequested());
    await settle();
    await settle();
    expect(appStore.getState().cart).toMatchObject({ items: [bowl], paidOrders: [note] });

    appStore.dispatch(addedToCart({ ...mug, quantity: 1 }));
    await settle();
    expect(store.set).toHaveBeenLastCalledWith('carts', 'u1', {
      items: [bowl, mug],
      paidOrders: [{ ...note, noticed: true }],
    });
  });
});
