import type { User } from '../types';
import { readGuestOrders } from './guest-order-storage';
import type { GuestMergeResult } from './merge-all';

export type { GuestMergeResult };

let running: Promise<GuestMergeResult> | null = null;

/**
 * Posts the guest orders kept in this browser to the signed-in account (SPEC section 4: guest order merge),
 * then clears them, tells the shopper which orders were placed (a toast naming them) and remembers them for
 * /orders to highlight. The server keys them by guest order id per user, so calling this twice, or from two
 * places at once (the shell after sign-in, the cart page), never creates duplicates. `_user`: the shopper just
 * signed in; the API takes who orders from their token, not from the body.
 */
export function mergeGuestOrders(_user: Pick<User, 'uid' | 'email' | 'displayName'>): Promise<GuestMergeResult> {
  if (readGuestOrders().length === 0) return Promise.resolve({ merged: [], rejected: [], kept: [] });
  // The merge's requests and words are fetched only now: a browser with no guest order never downloads them.
  running ??= import(/* webpackChunkName: "guest-orders" */ './merge-all')
    .then(({ mergeAll }) => mergeAll())
    .finally(() => {
      running = null;
    });
  return running;
}
