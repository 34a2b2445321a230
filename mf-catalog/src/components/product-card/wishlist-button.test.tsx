import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { signedIn, signedOut } from '@mitti/shared';
import { renderWithProviders, testUser } from '@mitti/shared/testing';
import { makeProduct } from '../../test/products';
import { WishlistButton } from './wishlist-button';

const bowl = makeProduct({ id: 'oat-bowl', name: 'Oat Bowl' });
const checking = { auth: { user: null, hasToken: false, status: 'checking' as const, error: null } };

describe('the wishlist heart on a page hydrated before the sign-in check', () => {
  it('keeps a tap made while the check runs, and adds the piece once the shopper is known to be signed in', async () => {
    const { store } = renderWithProviders(<WishlistButton product={bowl} />, { preloadedState: checking });
    await userEvent.click(screen.getByRole('button', { name: 'Add Oat Bowl to wishlist' }));
    expect(store.getState().wishlist.items).toEqual([]);
    act(() => {
      store.dispatch(signedIn(testUser));
    });
    expect(store.getState().wishlist.items.map((item) => item.id)).toEqual(['oat-bowl']);
    expect(screen.getByRole('button', { name: 'Remove Oat Bowl from wishlist' })).toBeInTheDocument();
  });

  it('asks a shopper the check finds signed out to sign in, and adds nothing', async () => {
    const { store } = renderWithProviders(<WishlistButton product={bowl} />, { preloadedState: checking });
    await userEvent.click(screen.getByRole('button', { name: 'Add Oat Bowl to wishlist' }));
    act(() => {
      store.dispatch(signedOut());
    });
    expect(store.getState().wishlist.items).toEqual([]);
  });
});
