import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { authSlice } from '../auth/auth-slice';
import { cartSlice } from '../cart/cart-slice';
import { flashSlice } from '../forms/flash-slice';
import { wishlistSlice } from '../wishlist/wishlist-slice';

/**
 * The one root reducer (shared singleton): the API cache and the slices every app shares. No remote keeps
 * state of its own in the store; one that needs to can add `withLazyLoadedSlices` and inject its slice.
 */
export const rootReducer = combineSlices(api, authSlice, cartSlice, wishlistSlice, flashSlice);

export type RootState = ReturnType<typeof rootReducer>;
