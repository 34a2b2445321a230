import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Flash } from './flash';

/** The flash of the page on screen (forms/flash.ts): set from the document, dropped when the shopper moves on. */
export const flashSlice = createSlice({
  name: 'flash',
  initialState: null as Flash | null,
  reducers: {
    flashShown: (_state, action: PayloadAction<Flash | null>) => action.payload,
    flashDismissed: () => null,
  },
  selectors: {
    selectFlash: (state) => state,
  },
});

export const { flashShown, flashDismissed } = flashSlice.actions;
export const { selectFlash } = flashSlice.selectors;
