import { describe, expect, it } from '@jest/globals';
import { accountDocumentsFailed, accountDocumentsRequested } from '../auth/account-documents';
import { signedOut } from '../auth/auth-slice';
import {
  addedToCart,
  cartCleared,
  cartLoaded,
  cartSlice,
  quantityUpdated,
  removedFromCart,
  selectCartLineCount,
  selectCartTotalItems,
  selectCartTotalPrice,
} from './cart-slice';

const mug = { id: 'mug', name: 'Indigo Mug', price: 450, imageUrl: '/mug.svg' };
const vase = { id: 'vase', name: 'Terracotta Vase', price: 1299.5, imageUrl: '/vase.svg' };
const reduce = (...actions: Parameters<typeof cartSlice.reducer>[1][]) =>
  actions.reduce(cartSlice.reducer, cartSlice.getInitialState());
const root = (state: ReturnType<typeof reduce>) => ({ cart: state });

describe('cart', () => {
  it('adds a new line with quantity 1 by default', () => {
    expect(reduce(addedToCart(mug)).items).toEqual([{ ...mug, quantity: 1 }]);
  });
  it('merges an id already present into its quantity', () => {
    const state = reduce(addedToCart(mug), addedToCart({ ...mug, quantity: 3 }), addedToCart(vase));
    expect(state.items.map((i) => [i.id, i.quantity])).toEqual([
      ['mug', 4],
      ['vase', 1],
    ]);
  });
  it('removes by id, updates quantity and clears', () => {
    let state = reduce(addedToCart(mug), addedToCart(vase), removedFromCart('mug'));
    expect(state.items.map((i) => i.id)).toEqual(['vase']);
    state = cartSlice.reducer(state, quantityUpdated({ id: 'vase', quantity: 5 }));
    expect(state.items[0]?.quantity).toBe(5);
    expect(cartSlice.reducer(state, cartCleared()).items).toEqual([]);
  });
  it('keeps quantity above 0', () => {
    const state = reduce(
      addedToCart(mug),
      quantityUpdated({ id: 'mug', quantity: 0 }),
      quantityUpdated({ id: 'mug', quantity: -2 }),
    );
    expect(state.items[0]?.quantity).toBe(1);
  });
  it("knows while a signed-in shopper's cart is on its way, and keeps its lines when it does not come", () => {
    expect(reduce(accountDocumentsRequested()).loading).toBe(true);
    expect(reduce(accountDocumentsRequested(), cartLoaded([{ ...mug, quantity: 1 }]))).toEqual({
      items: [{ ...mug, quantity: 1 }],
      loading: false,
    });
    expect(reduce(addedToCart(mug), accountDocumentsRequested(), accountDocumentsFailed())).toEqual({
      items: [{ ...mug, quantity: 1 }],
      loading: false,
    });
    expect(reduce(accountDocumentsRequested(), signedOut()).loading).toBe(false);
  });
  it('keeps its lines as they are when the same ones are loaded again, so nothing that shows them renders again', () => {
    const state = reduce(addedToCart(mug), addedToCart(vase));
    const again = cartSlice.reducer(
      state,
      cartLoaded([
        { ...mug, quantity: 1 },
        { ...vase, quantity: 1 },
      ]),
    );
    expect(again.items).toBe(state.items);
    const changed = cartSlice.reducer(
      state,
      cartLoaded([
        { ...mug, quantity: 2 },
        { ...vase, quantity: 1 },
      ]),
    );
    expect(changed.items).toEqual([
      { ...mug, quantity: 2 },
      { ...vase, quantity: 1 },
    ]);
    expect(cartSlice.reducer(state, cartLoaded([{ ...mug, quantity: 1 }])).items).toEqual([{ ...mug, quantity: 1 }]);
    expect(
      cartSlice.reducer(
        state,
        cartLoaded([
          { ...vase, quantity: 1 },
          { ...mug, quantity: 1 },
        ]),
      ).items,
    ).not.toBe(state.items);
    const empty = reduce();
    expect(cartSlice.reducer(empty, cartLoaded([])).items).toBe(empty.items);
  });
  it('derives distinct lines, total items and total price', () => {
    const state = reduce(addedToCart({ ...mug, quantity: 2 }), addedToCart(vase));
    expect(selectCartLineCount(root(state))).toBe(2);
    expect(selectCartTotalItems(root(state))).toBe(3);
    expect(selectCartTotalPrice(root(state))).toBe(2199.5);
  });
});
