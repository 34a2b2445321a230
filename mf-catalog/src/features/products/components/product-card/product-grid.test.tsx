import { Profiler } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { addedToCart, cartLoaded, cartLineOf, signedOut } from '@mitti/shared';
import { renderWithProviders } from '../../../../../../shared/test/render-with-providers';
import { makeProduct } from '../../../../test/products';
import { ProductGrid } from './product-grid';

const bowl = makeProduct({ id: 'oat-bowl', name: 'Oat Bowl', stock: 1 });
const cup = makeProduct({ id: 'tea-cup', name: 'Tea Cup', stock: 5 });
const vase = makeProduct({ id: 'tall-vase', name: 'Tall Vase', stock: 3 });

/** A grid of three cards, counting how often React renders anything in it. */
function renderGrid(signIn: 'signed out' | 'checking' = 'signed out') {
  const renders = { count: 0 };
  const view = renderWithProviders(
    <Profiler id="grid" onRender={() => (renders.count += 1)}>
      <ProductGrid products={[bowl, cup, vase]} label="Pieces" />
    </Profiler>,
    signIn === 'checking'
      ? { route: '/store', preloadedState: { auth: { user: null, hasToken: false, status: 'checking', error: null } } }
      : { route: '/store', session: false },
  );
  return { ...view, renders };
}

describe('a page of product cards', () => {
  it('renders no card again when the cart changes, or when a guest is found with the cart the page showed', () => {
    const { store, renders } = renderGrid();
    store.dispatch(cartLoaded([cartLineOf(cup, 1)]));
    const before = renders.count;
    act(() => {
      store.dispatch(addedToCart(cartLineOf(vase, 1)));
    });
    act(() => {
      // What a guest's first auth check does: the cart from its cookie, the same lines as before.
      store.dispatch(signedOut());
      store.dispatch(cartLoaded([cartLineOf(cup, 1), cartLineOf(vase, 1)]));
    });
    expect(renders.count).toBe(before);
  });

  it('renders no card again when the sign-in check ends and finds a guest (the hearts stay links)', () => {
    const { store, renders } = renderGrid('checking');
    const before = renders.count;
    act(() => {
      store.dispatch(signedOut());
    });
    expect(renders.count).toBe(before);
    expect(screen.getAllByRole('link', { name: /^Add .* to wishlist$/ })).toHaveLength(3);
  });

  it('checks each tap against the cart as it is then: the last piece of a bowl is added once, not twice', async () => {
    const { store } = renderGrid();
    const card = screen.getByRole('article', { name: 'Oat Bowl' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.items).toMatchObject([{ id: 'oat-bowl', quantity: 1 }]);
  });
});
