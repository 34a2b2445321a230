import {
  accountDocumentsFailed,
  accountDocumentsRequested,
  addedToCart,
  addedToWishlist,
  cartCleared,
  cartLoaded,
  cartRefreshRequested,
  mergeGuestOrders,
  paidOrdersLoaded,
  quantityUpdated,
  removedFromCart,
  removedFromWishlist,
  signedIn,
  signedOut,
  wishlistCleared,
  wishlistLoaded,
  type AppDispatch,
  type DocumentStore,
  type RootState,
  type UserDocumentFields,
  createListenerMiddleware,
  isAnyOf,
  notify,
  pricesConfirmed,
} from '@mitti/shared';
import { LEAVING_ATTRIBUTE } from '@mitti/shared/page-leaving';
import { documentCookie, signedInCookie, type CookieWriter } from './cookies';
import type { GuestCartStorage } from './guest-cart-storage';
import { documentMessages, inDocumentLanguage } from '../../i18n/document-words';
import { mergeCartItems } from './merge-cart-items';

const cartChanged = isAnyOf(addedToCart, removedFromCart, quantityUpdated, pricesConfirmed, cartCleared);
type CartChange = ReturnType<
  typeof addedToCart | typeof removedFromCart | typeof quantityUpdated | typeof pricesConfirmed | typeof cartCleared
>;
const wishlistChanged = isAnyOf(addedToWishlist, removedFromWishlist, wishlistCleared);
type WishlistChange = ReturnType<typeof addedToWishlist | typeof removedFromWishlist | typeof wishlistCleared>;

/** True once a form the servers answer has left this page: the document's start script marks it (decision 104). */
const pageIsLeaving = (): boolean => document.documentElement.hasAttribute(LEAVING_ATTRIBUTE);

/** Runs `left` when the page is unloaded for good (not kept in the back-forward cache, where its state lives on). */
const whenPageLeft = (left: () => void): void =>
  window.addEventListener('pagehide', (event) => {
    if (!event.persisted) left();
  });

/**
 * Keeps the cart and wishlist slices in step with where they live: the signed-in shopper's documents
 * (loaded at sign-in, created empty when missing, saved on every change) or, for a guest, the cart in
 * its cookie, which is merged into the account's cart at the next sign-in (and on every page load of a
 * signed-in shopper: a form the servers answered before the app knew the account left its lines there). Failures are only
 * logged (SPEC section 8): the shop keeps working from the in-memory state. A cookie remembers the sign-in
 * for the server's first view (cookies.ts). A page a form has left (`leaving`) leaves the cookie's lines to the page
 * the form's answer brings: its own save would go with it. A page left while Add to Carts still wait for the
 * documents (`pageLeft`) puts their lines into the cookie, which the next page merges as it does a form's.
 */
export function createSessionListener(
  documents: DocumentStore,
  guestCart: GuestCartStorage,
  setCookie: CookieWriter = documentCookie,
  leaving: () => boolean = pageIsLeaving,
  pageLeft: (left: () => void) => void = whenPageLeft,
) {
  const listener = createListenerMiddleware();
  const startListening = listener.startListening.withTypes<RootState, AppDispatch>();
  /** The uid whose documents are in the slices; saving starts only once they are. */
  let loadedFor: string | null = null;
  /**
   * Cart and wishlist changes made before the documents they belong to are in: during the first auth check
   * (a hydrated page works before it ends, docs/decisions/023) or while a signed-in shopper's documents
   * load. Loading them replaces the slices, so the changes are applied again on top, and saved where they
   * live.
   */
  let pending: (CartChange | WishlistChange)[] = [];
  /** The guest's lines went back into the cookie because the merged cart could not be saved. */
  let guestLinesUnsaved = false;
  const applyPending = (dispatch: AppDispatch) => {
    const changes = pending;
    pending = [];
    for (const change of changes) dispatch(change);
  };
  // The count already showed these pieces: a page left before they could be saved must not lose them. They leave
  // the waiting changes too, so a load that lands while the page goes cannot save them a second time.
  pageLeft(() => {
    const added = pending
      .filter(addedToCart.match)
      .map(({ payload }) => ({ ...payload, quantity: payload.quantity ?? 1 }));
    if (added.length && guestCart.write(mergeCartItems(guestCart.read(), added))) {
      pending = pending.filter((change) => !addedToCart.match(change));
    }
  });
  // Writes to one document go out in order, so a slower earlier save never overwrites a later one.
  const queues = new Map<string, Promise<unknown>>();

  /** Saves in order; true once the document holds `data`, false (and logged) when the save failed. */
  const saved = <C extends 'carts' | 'wishlists'>(collection: C, uid: string, data: UserDocumentFields[C]) => {
    const key = `${collection}/${uid}`;
    const next = (queues.get(key) ?? Promise.resolve())
      .then(() => documents.set(collection, uid, data))
      .then(
        () => true,
        (error: unknown) => {
          console.error(`Could not save ${key}`, error);
          return false;
        },
      );
    queues.set(key, next);
    return next;
  };

  const load = async <C extends 'carts' | 'wishlists'>(
    collection: C,
    uid: string,
  ): Promise<UserDocumentFields[C]['items']> => (await documents.load(collection, uid)).items;

  /** The account's cart into the store: its paid-order notes, and `items` (its lines, or those merged in). */
  const showAccountCart = (
    dispatch: AppDispatch,
    cart: UserDocumentFields['carts'],
    items: UserDocumentFields['carts']['items'] = cart.items,
  ) => {
    dispatch(paidOrdersLoaded(cart.paidOrders ?? []));
    dispatch(cartLoaded(items));
  };

  /** What a save of the cart sends: its lines, and the paid orders loaded with it (decision 063). */
  const cartToSave = (cart: RootState['cart']): UserDocumentFields['carts'] =>
    cart.paidOrders ? { items: cart.items, paidOrders: cart.paidOrders } : { items: cart.items };

  startListening({
    actionCreator: signedIn,
    effect: async (action, api) => {
      const { uid } = action.payload;
      // A token refresh also reports the user; only a new sign-in loads documents.
      if (loadedFor === uid || api.getOriginalState().auth.user?.uid === uid) return;
      api.cancelActiveListeners();
      loadedFor = null;
      setCookie(signedInCookie(true));
      api.dispatch(accountDocumentsRequested());
      try {
        const [cart, wishlist] = await api.pause(Promise.all([documents.load('carts', uid), load('wishlists', uid)]));
        const guestItems = leaving() ? [] : guestCart.read();
        const items = mergeCartItems(cart.items, guestItems);
        showAccountCart(api.dispatch, cart, items);
        api.dispatch(wishlistLoaded(wishlist));
        loadedFor = uid;
        applyPending(api.dispatch);
        // SPEC section 4: orders a guest placed on this browser join the account at sign-in.
        void mergeGuestOrders(action.payload).catch((error: unknown) =>
          console.error('Could not merge guest orders', error),
        );
        if (guestItems.length) {
          // The cookie is emptied before the save leaves, never after it lands: a page closed in between
          // would otherwise merge the same lines again at its next load and double their quantities.
          // A failed save gives them back, so the next page load merges them then.
          guestCart.clear();
          if (!(await saved('carts', uid, cartToSave(api.getState().cart)))) {
            guestCart.write(guestItems);
            guestLinesUnsaved = true;
          }
        }
      } catch (error) {
        // A newer sign-in took over and loads its own.
        if (api.signal.aborted) return;
        console.error('Could not load the cart and wishlist', error);
        // The slice kept them: the shop goes on from the in-memory cart.
        pending = [];
        api.dispatch(accountDocumentsFailed());
      }
    },
  });

  startListening({
    actionCreator: signedOut,
    effect: (_action, api) => {
      loadedFor = null;
      guestLinesUnsaved = false;
      setCookie(signedInCookie(false));
      // The first auth check found a guest: bring back the cart they left in this browser.
      if (api.getOriginalState().auth.status !== 'checking') {
        pending = [];
        return;
      }
      api.dispatch(cartLoaded(guestCart.read()));
      applyPending(api.dispatch);
    },
  });

  startListening({
    matcher: cartChanged,
    effect: async (action, api) => {
      const { auth, cart } = api.getState();
      if (auth.status === 'checking' || cart.loading) pending.push(action);
      else if (auth.status === 'signed-out') {
        // More lines than the cookie holds: the change is undone and the shopper told why.
        if (!guestCart.write(cart.items)) {
          api.dispatch(cartLoaded(api.getOriginalState().cart.items));
          void inDocumentLanguage(documentMessages.cartFull).then(notify.error);
        }
      } else if (auth.user && loadedFor === auth.user.uid) {
        // Once the account's cart is saved with the merged lines, the cookie's copy of them is spent.
        if ((await saved('carts', auth.user.uid, cartToSave(cart))) && guestLinesUnsaved) {
          guestCart.clear();
          guestLinesUnsaved = false;
        }
      }
    },
  });

  // An order was seen paid (the tab that paid it): the account's cart is read again once the saves already
  // sent have landed, since the payment took its pieces out on the server (decision 063). Pieces added
  // elsewhere meanwhile stay, which emptying the cart here would lose.
  startListening({
    actionCreator: cartRefreshRequested,
    effect: async (_action, api) => {
      // The account's cart is in once it stops loading (loadedFor is set in the same task as it does).
      const settled = (state: RootState) => state.auth.status === 'signed-in' && !state.cart.loading;
      if (!settled(api.getState()) && !(await api.condition((_, state) => settled(state), 15_000))) return;
      const uid = api.getState().auth.user?.uid;
      if (!uid || loadedFor !== uid) return;
      try {
        await queues.get(`carts/${uid}`);
        const cart = await documents.load('carts', uid);
        if (api.getState().auth.user?.uid !== uid) return;
        showAccountCart(api.dispatch, cart);
      } catch (error) {
        console.error('Could not read the cart again', error);
      }
    },
  });

  startListening({
    matcher: wishlistChanged,
    effect: async (action, api) => {
      const { auth, wishlist } = api.getState();
      if (auth.status === 'checking' || wishlist.loading) pending.push(action);
      else if (auth.user && loadedFor === auth.user.uid)
        await saved('wishlists', auth.user.uid, { items: wishlist.items });
    },
  });

  return listener;
}
