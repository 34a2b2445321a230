import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loadLines, trackAccountDocumentLoading } from '../auth/account-documents';
import type { WishlistItem } from '../types';

export interface WishlistState {
  items: WishlistItem[];
  /** A signed-in shopper's wishlist is on its way from their account: the items are not known yet. */
  loading: boolean;
}

const initialState: WishlistState = { items: [], loading: false };

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
      loadLines(state, action.payload);
    },
    wishlistCleared(state) {
      state.items = [];
    },
  },
  extraReducers: (builder) => trackAccountDocumentLoading(builder),
  selectors: {
    selectWishlistItems: (state) => state.items,
    selectWishlistLoading: (state) => state.loading,
    selectWishlistCount: (state) => state.items.length,
    selectIsInWishlist: (state, id: string) => state.items.some((item) => item.id === id),
  },
});

export const { addedToWishlist, removedFromWishlist, wishlistLoaded, wishlistCleared } = wishlistSlice.actions;
export const { selectWishlistItems, selectWishlistLoading, selectWishlistCount, selectIsInWishlist } =
  wishlistSlice.selectors;
