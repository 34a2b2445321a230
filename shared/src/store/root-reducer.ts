import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { authSlice } from '../auth/auth-slice';
import { cartSlice } from '../cart/cart-slice';
import { wishlistSlice } from '../wishlist/wishlist-slice';

/**
 * Slices a remote adds when it loads. A remote declares its slice here by interface merging:
 * `declare module '@mitti/shared' { interface LazyLoadedSlices { catalog: CatalogState } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The one root reducer (shared singleton). Remotes call `slice.injectInto(rootReducer)`. */
export const rootReducer = combineSlices(
  api,
  authSlice,
  cartSlice,
  wishlistSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
