import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { signedIn, signedOut } from '@mitti/shared';
import { renderWithProviders, testUser } from '../../../../../../shared/test/render-with-providers';
import { makeProduct } from '../../../../test/products';
import { WishlistButton } from './wishlist-button';

const bowl = makeProduct({ id: 'oat-bowl', name: 'Oat Bowl' });
const checking = { auth: { user: null, hasToken: false, status: 'checking' as const, error: null } };

/** The heart on a product page, with /login beside it. */
const heartOnProductPage = (preloadedState: typeof checking) =>
  renderWithProviders(<WishlistButton product={bowl} />, {
    preloadedState,
    route: '/product/oat-bowl?from=card',
    otherRoutes: ['/login'],
  });

describe('the wishlist heart before the shop knows who the shopper is', () => {
  it('is a link to /login that comes back to this page with the reason, so it works before the app runs', () => {
    heartOnProductPage(checking);
    expect(screen.getByRole('link', { name: 'Add Oat Bowl to wishlist' })).toHaveAttribute(
      'href',
      `/login?${new URLSearchParams({ from: '/product/oat-bowl?from=card', reason: 'wishlist' })}`,
    );
  });

  it('keeps a tap made while the check runs, and adds the piece once the shopper is known to be signed in', async () => {
    const { store } = heartOnProductPage(checking);
    await userEvent.click(screen.getByRole('link', { name: 'Add Oat Bowl to wishlist' }));
    expect(store.getState().wishlist.items).toEqual([]);
    act(() => {
      store.dispatch(signedIn(testUser));
    });
    expect(store.getState().wishlist.items.map((item) => item.id)).toEqual(['oat-bowl']);
    expect(screen.getByRole('button', { name: 'Remove Oat Bowl from wishlist' })).toBeInTheDocument();
  });

  it('takes a shopper the check finds signed out to /login with the reason, and adds nothing', async () => {
    const { store } = heartOnProductPage(checking);
    await userEvent.click(screen.getByRole('link', { name: 'Add Oat Bowl to wishlist' }));
    act(() => {
      store.dispatch(signedOut());
    });
    expect(store.getState().wishlist.items).toEqual([]);
    expect(screen.getByText('Page /login')).toBeInTheDocument();
  });

  it('acts once on two taps made while the check runs', async () => {
    const { store } = heartOnProductPage(checking);
    await userEvent.click(screen.getByRole('link', { name: 'Add Oat Bowl to wishlist' }));
    await userEvent.click(screen.getByRole('link', { name: 'Add Oat Bowl to wishlist' }));
    act(() => {
      store.dispatch(signedIn(testUser));
    });
    expect(store.getState().wishlist.items.map((item) => item.id)).toEqual(['oat-bowl']);
  });

  it('forgets a tap whose heart has left the page before the check ends', async () => {
    const { store, unmount } = heartOnProductPage(checking);
    await userEvent.click(screen.getByRole('link', { name: 'Add Oat Bowl to wishlist' }));
    unmount();
    store.dispatch(signedIn(testUser));
    expect(store.getState().wishlist.items).toEqual([]);
  });
});
