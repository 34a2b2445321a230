import '@testing-library/jest-dom/jest-globals';
import { act, within } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';

/** The navbar's search boxes (the bar's and the phone menu's), counted each time the navbar renders them. */
const searchBoxRenders = { count: 0 };
jest.unstable_mockModule('../../features/search/search-box', () => ({
  SearchBox: () => {
    searchBoxRenders.count += 1;
    return null;
  },
}));

const { signedOut } = await import('@mitti/shared');
const { renderWithProviders } = await import('../../../../shared/test/render-with-providers');
const { Navbar } = await import('./navbar');

const checking = { auth: { user: null, hasToken: false, status: 'checking' as const, error: null } };

describe('the navbar while the sign-in check runs', () => {
  it('holds Sign In and Sign Up unseen, and shows them when the check finds a guest without rendering the navbar again', () => {
    const { store, container } = renderWithProviders(<Navbar />, { preloadedState: checking });
    expect(container.querySelector('.navbar__auth')).toHaveClass('navbar__auth--pending');
    const before = searchBoxRenders.count;
    act(() => {
      store.dispatch(signedOut());
    });
    expect(container.querySelector('.navbar__auth')).not.toHaveClass('navbar__auth--pending');
    expect(
      within(container.querySelector<HTMLElement>('.navbar__auth')!).getByRole('link', { name: 'Sign In' }),
    ).toHaveAttribute('href', '/login');
    expect(searchBoxRenders.count).toBe(before);
  });

  it("holds the phone menu's Sign In and Sign Up unseen too, for a menu opened before the app runs", () => {
    const { store, container } = renderWithProviders(<Navbar />, { preloadedState: checking });
    const menuSignIn = () =>
      within(container.querySelector<HTMLElement>('.mobile-menu')!).getByRole('link', { name: 'Sign In' });
    expect(menuSignIn().closest('li')).toHaveClass('mobile-menu__auth--pending');
    act(() => {
      store.dispatch(signedOut());
    });
    expect(menuSignIn().closest('li')).not.toHaveClass('mobile-menu__auth--pending');
  });
});
