import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  AUTH_EXPIRED_MESSAGE,
  createAppStore,
  createBrowserRouter,
  selectAuthError,
  selectAuthStatus,
  signedIn,
} from '@mitti/shared';
import { installAuthProvider, signedOutProvider } from './auth-provider';
import { endSession } from './end-session';

const user = { uid: 'u1', email: 'asha@example.com', displayName: 'Asha Rao', photoURL: null };

async function signedInOn(path: string) {
  const store = createAppStore();
  store.dispatch(signedIn(user));
  const router = createBrowserRouter([{ path: '*', element: null }]);
  await router.navigate(path);
  return { store, router };
}

describe('endSession (the API client could not get a token)', () => {
  afterEach(() => installAuthProvider(signedOutProvider));

  it('signs out, stores the expired message and goes to /login, remembering the page', async () => {
    const signOut = jest.fn(async () => undefined);
    installAuthProvider({ ...signedOutProvider, signOut });
    const { store, router } = await signedInOn('/orders?page=2');
    await endSession(store.dispatch, router);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(selectAuthStatus(store.getState())).toBe('signed-out');
    expect(selectAuthError(store.getState())).toBe(AUTH_EXPIRED_MESSAGE);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/orders', search: '?page=2' } });
    router.dispose();
  });

  it('still ends the session in the store when the provider cannot sign out', async () => {
    installAuthProvider({ ...signedOutProvider, signOut: async () => Promise.reject(new Error('offline')) });
    const { store, router } = await signedInOn('/account');
    await endSession(store.dispatch, router);
    expect(selectAuthStatus(store.getState())).toBe('signed-out');
    expect(router.state.location.pathname).toBe('/login');
    router.dispose();
  });
});
