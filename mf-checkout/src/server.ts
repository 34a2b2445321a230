/**
 * The checkout remote's server view, exposed as `./server` by its container for Node
 * (`dist/server/remoteEntry.js`, webpack.server.ts, decision 045): the cart page, which the shell renders on
 * the server from the guest cart's cookie (decision 035: the cookie is the cart), and the cart's forms, which it
 * answers when the app has not taken them over (decision 035), and the link into the cart a partner's embed leads
 * to (decision 066). The page reads the cart from the store, its pieces as the shop sells them now (price, stock, the
 * owner's Hindi name) and a Hindi page's words, all in before it renders (decision 105): on the server nothing
 * suspends. Same component as `exposes` in webpack.config.ts.
 */
import {
  api,
  prefetchQuery,
  selectCartItems,
  type ProductsNowApi,
  type RemoteActions,
  type ServerPages,
} from '@mitti/shared';
import CartPage from './features/cart/cart-page';
import { cartAction } from './features/cart/server/cart-action';
import { cartLinkAction } from './features/cart/server/cart-link-action';
import { loadHindi } from './words/words';

const productsNow = (api as ProductsNowApi).endpoints.getProductsNow;

export const pages: ServerPages<'checkout'> = {
  CartPage: {
    Component: CartPage,
    // The app reads the pieces again once it runs; an empty cart reads nothing.
    load: async ({ store, translator }) => {
      const pieces = selectCartItems(store.getState()).length;
      await Promise.all([translator?.ready(loadHindi), pieces ? prefetchQuery(store, productsNow, undefined) : null]);
    },
  },
};

export const actions: RemoteActions<'checkout'> = {
  cart: cartAction,
  cartLink: cartLinkAction,
};
