import { createAction, isAnyOf, type ActionReducerMapBuilder } from '@reduxjs/toolkit';
import { signedOut } from './auth-slice';

/**
 * A signed-in shopper's cart and wishlist are on their way from their account (the shell's session
 * listener reads them at sign-in): until `cartLoaded` / `wishlistLoaded`, their lines are not known, and
 * pages say so instead of calling them empty.
 */
export const accountDocumentsRequested = createAction('account/documentsRequested');
/** They could not be read: the shop goes on with the lines it has. */
export const accountDocumentsFailed = createAction('account/documentsFailed');

/** The `loading` flag of a slice that holds one of the account's documents (the cart, the wishlist). */
export function trackAccountDocumentLoading<State extends { loading: boolean }>(
  builder: ActionReducerMapBuilder<State>,
): void {
  builder
    .addCase(accountDocumentsRequested, (state) => {
      state.loading = true;
    })
    .addMatcher(isAnyOf(accountDocumentsFailed, signedOut), (state) => {
      state.loading = false;
    });
}
