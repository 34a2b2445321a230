import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loadLines, trackAccountDocumentLoading } from '../auth/account-documents';
import { signedOut } from '../auth/auth-slice';
import type { PaidOrderNote } from '../contracts/documents';
import type { CartItem } from '../types';

export type { PaidOrderNote };

export interface CartState {
  items: CartItem[];
  /** A signed-in shopper's cart is on its way from their account: the lines are not known yet. */
  loading: boolean;
  /**
   * Orders paid whose pieces the shop took out of the account's cart (issue 53, decision 063), as loaded with
   * it: sent back with every save, and said on the cart until the shopper changes it (`noticed`).
   */
  paidOrders?: PaidOrderNote[];
}

const NO_PAID_ORDERS: PaidOrderNote[] = [];

/** An order was seen paid: the signed-in shopper's cart is read again from their account, which the payment changed. */
export const cartRefreshRequested = createAction('cart/refreshRequested');

/** The shopper changed the cart: the paid orders it told of have been seen. */
function notice(state: CartState) {
  if (state.paidOrders?.some((note) => !note.noticed)) {
    state.paidOrders = state.paidOrders.map((note) => ({ ...note, noticed: true }));
  }
}

const initialState: CartState = { items: [], loading: false };

type AddToCart = Omit<CartItem, 'quantity'> & { quantity?: number };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** An id already in the cart adds to its quantity (1 when none given); otherwise the line is appended. */
    addedToCart(state, action: PayloadAction<AddToCart>) {
      notice(state);
      const quantity = action.payload.quantity ?? 1;
      const line = state.items.find((item) => item.id === action.payload.id);
      if (line) line.quantity += quantity;
      else state.items.push({ ...action.payload, quantity });
    },
    removedFromCart(state, action: PayloadAction<string>) {
      notice(state);
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    /** Quantity must stay above 0; anything else is ignored. */
    quantityUpdated(state, action: PayloadAction<{ id: string; quantity: number }>) {
      const { id, quantity } = action.payload;
      if (!Number.isInteger(quantity) || quantity < 1) return;
      const line = state.items.find((item) => item.id === id);
      if (!line) return;
      notice(state);
      line.quantity = quantity;
    },
    /**
     * The shopper confirmed the shop's current prices (issue 33): each listed line takes its new price, which
     * is then the price the order is placed at (decision 038).
     */
    pricesConfirmed(state, action: PayloadAction<Record<string, number>>) {
      for (const line of state.items) {
        const price = action.payload[line.id];
        if (typeof price === 'number' && Number.isFinite(price) && price >= 0) line.price = price;
      }
    },
    cartCleared(state) {
      notice(state);
      state.items = [];
    },
    cartLoaded(state, action: PayloadAction<CartItem[]>) {
      loadLines(state, action.payload);
    },
    /** The account's cart came with these paid orders (none for a guest's cart). */
    paidOrdersLoaded(state, action: PayloadAction<PaidOrderNote[]>) {
      if (action.payload.length > 0) state.paidOrders = action.payload;
      else delete state.paidOrders;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, (state) => {
      delete state.paidOrders;
    });
    trackAccountDocumentLoading(builder);
  },
  selectors: {
    selectCartLoading: (state) => state.loading,
    selectCartItems: (state) => state.items,
    /** Every paid order the account's cart remembers, noticed or not. */
    selectCartPaidOrders: (state) => state.paidOrders ?? NO_PAID_ORDERS,
    /** Distinct lines: the navbar badge. */
    selectCartLineCount: (state) => state.items.length,
    selectCartTotalItems: (state) => state.items.reduce((sum, item) => sum + item.quantity, 0),
    selectCartTotalPrice: (state) => state.items.reduce((sum, item) => sum + item.quantity * item.price, 0),
  },
});

export const {
  addedToCart,
  removedFromCart,
  quantityUpdated,
  pricesConfirmed,
  cartCleared,
  cartLoaded,
  paidOrdersLoaded,
} = cartSlice.actions;
export const {
  selectCartItems,
  selectCartLoading,
  selectCartLineCount,
  selectCartTotalItems,
  selectCartTotalPrice,
  selectCartPaidOrders,
} = cartSlice.selectors;
