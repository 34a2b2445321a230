import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  AUTH_EXPIRED_MESSAGE,
  MemoryRouter,
  createAppStore,
  selectAuthError,
  selectAuthStatus,
  signedIn,
  useLocation,
} from '@mitti/shared';
import { createNavigation, useNavigationBridge, type Navigation } from '../../lib/navigation/navigation';
import { installAuthProvider, signedOutProvider } from './auth-provider';
import { endSession } from './end-session';

const user = { uid: 'u1', email: 'asha@example.com', displayName: 'Asha Rao', photoURL: null };

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; search: string } } | null)?.from;
  return (
    <p>
      at {location.pathname}
      {from ? ` from ${from.pathname}${from.search}` : ''}
    </p>
  );
}

function Bridge({ navigation }: { navigation: Navigation }) {
  useNavigationBridge(navigation);
  return null;
}

function signedInOn(path: string) {
  const store = createAppStore();
  store.dispatch(signedIn(user));
  const navigation = createNavigation();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Bridge navigation={navigation} />
      <Where />
    </MemoryRouter>,
  );
  return { store, navigation };
}

describe('endSession (the API client could not get a token)', () => {
  afterEach(() => installAuthProvider(signedOutProvider));

  it('signs out, stores the expired message and goes to /login, remembering the page', async () => {
    const signOut = jest.fn(async () => undefined);
    installAuthProvider({ ...signedOutProvider, signOut });
    const { store, navigation } = signedInOn('/orders?page=2');
    await act(() => endSession(store.dispatch, navigation));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(selectAuthStatus(store.getState())).toBe('signed-out');
    expect(selectAuthError(store.getState())).toBe(AUTH_EXPIRED_MESSAGE);
    expect(screen.getByText('at /login from /orders?page=2')).toBeInTheDocument();
  });

  it('still ends the session in the store when the provider cannot sign out', async () => {
    installAuthProvider({ ...signedOutProvider, signOut: async () => Promise.reject(new Error('offline')) });
    const { store, navigation } = signedInOn('/account');
    await act(() => endSession(store.dispatch, navigation));
    expect(selectAuthStatus(store.getState())).toBe('signed-out');
    expect(screen.getByText('at /login from /account')).toBeInTheDocument();
  });
});
