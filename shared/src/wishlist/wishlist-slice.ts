import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WishlistItem } from '../types';

export interface WishlistState {
  items: WishlistItem[];
}

const initialState: WishlistState = { items: [] };

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    /** Added only when the id is absent. */
    addedToWishlist(state, action: PayloadAction<WishlistItem>) {
      if (!state.items.some((item) => item.id === action.payload.id)) state.items.push(action.payload);
    },
    removedFromWishlist(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    wishlistLoaded(state, action: PayloadAction<WishlistItem[]>) {
      state.items = action.payload;
    },
    wishlistCleared(state) {
      state.items = [];
    },
  },
  selectors: {
    selectWishlistItems: (state) => state.items,
    selectWishlistCount: (state) => state.items.length,
    selectIsInWishlist: (state, id: string) => state.items.some((item) => item.id === id),
  },
});

export const { addedToWishlist, removedFromWishlist, wishlistLoaded, wishlistCleared } = wishlistSlice.actions;
export const { selectWishlistItems, selectWishlistCount, selectIsInWishlist } = wishlistSlice.selectors;
