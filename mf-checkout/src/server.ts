/**
 * The checkout remote's server bundle (`dist/server/remote.js`, built by scripts/build-server.ts): the cart
 * page, which the shell renders on the server from the guest cart's cookie (docs/decisions/014). It reads
 * the cart from the store alone, so it has nothing to load. Same component as `exposes` in
 * webpack.config.ts.
 */
import type { ServerRemote } from '@mitti/shared';
import CartPage from './features/cart/cart-page';

export const pages: ServerRemote['pages'] = {
  CartPage: { Component: CartPage },
};
