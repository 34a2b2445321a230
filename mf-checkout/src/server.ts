/**
 * The checkout remote's server view, exposed as `./server` by its container for Node
 * (`dist/server/remoteEntry.js`, webpack.server.ts, decision 045): the cart page, which the shell renders on
 * the server from the guest cart's cookie (decision 035: the cookie is the cart), and the cart's forms, which it
 * answers when the app has not taken them over (decision 035), and the link into the cart a partner's embed leads
 * to (decision 066). The page reads the cart from the store alone, so it loads nothing but a Hindi page's words,
 * which are in before it renders (decision 105): on the server nothing suspends. Same component as `exposes` in
 * webpack.config.ts.
 */
import type { RemoteActions, ServerPages } from '@mitti/shared';
import CartPage from './features/cart/cart-page';
import { cartAction } from './features/cart/server/cart-action';
import { cartLinkAction } from './features/cart/server/cart-link-action';
import { loadHindi } from './words/words';

export const pages: ServerPages<'checkout'> = {
  CartPage: {
    Component: CartPage,
    load: async ({ translator }) => {
      await translator?.ready(loadHindi);
    },
  },
};

export const actions: RemoteActions<'checkout'> = {
  cart: cartAction,
  cartLink: cartLinkAction,
};
