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

/**
 * A slice's lines as loaded (the cart's, the wishlist's): the slice keeps the array it has when the loaded
 * lines are the same, field for field, so nothing that reads them renders again. A guest's first auth check
 * loads the cart the page was rendered with once more, while the page hydrates.
 */
export function loadLines<Line extends object>(state: { items: Line[]; loading: boolean }, lines: Line[]): void {
  if (!sameLines(state.items, lines)) state.items = lines;
  state.loading = false;
}

function sameLines<Line extends object>(current: Line[], loaded: Line[]): boolean {
  return current.length === loaded.length && current.every((line, index) => sameFields(line, loaded[index]!));
}

function sameFields(a: object, b: object): boolean {
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
