import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { User } from '@mitti/shared';
import { AUTH_UNAVAILABLE_MESSAGE, signedOutProvider, type AuthProvider } from './auth-provider';
import { createLazyAuthProvider } from './lazy-auth-provider';

const asha: User = { uid: 'u1', email: 'asha@example.com', displayName: 'Asha Rao', photoURL: null };

/** A stand-in SDK that reports `initial` at once and `asha` after a sign-in, like Firebase's listener. */
function fakeSdk(initial: User | null = null) {
  const listeners = new Set<(user: User | null) => void>();
  const sdk: AuthProvider = {
    ...signedOutProvider,
    onUserChanged(listener) {
      listeners.add(listener);
      listener(initial);
      return () => listeners.delete(listener);
    },
    getIdToken: async () => (initial ? 'token-1' : null),
    async signInWithEmail() {
      listeners.forEach((listener) => listener(asha));
      return asha;
    },
  };
  return { sdk, load: jest.fn(async () => sdk) };
}

describe('lazy auth provider', () => {
  it('answers a browser with no stored session at once, without fetching the SDK', async () => {
    const { load } = fakeSdk();
    const auth = createLazyAuthProvider(load, { storedSession: false });
    const seen: (User | null)[] = [];
    auth.onUserChanged((user) => seen.push(user));
    expect(seen).toEqual([null]);
    expect(await auth.getIdToken(false)).toBeNull();
    await auth.signOut();
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches the SDK for a sign-in and reports the signed-in shopper to earlier listeners', async () => {
    const { load } = fakeSdk();
    const auth = createLazyAuthProvider(load, { storedSession: false });
    const seen: (User | null)[] = [];
    auth.onUserChanged((user) => seen.push(user));
    await expect(auth.signInWithEmail('asha@example.com', 'secret-Passw0rd')).resolves.toEqual(asha);
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen.at(-1)).toEqual(asha);
  });

  it('waits for the SDK when a session may be stored, and takes its answer', async () => {
    const { load } = fakeSdk(asha);
    const auth = createLazyAuthProvider(load, { storedSession: true });
    const first = new Promise<User | null>((resolve) => auth.onUserChanged(resolve));
    await expect(first).resolves.toEqual(asha);
    expect(await auth.getIdToken(false)).toBe('token-1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops calling a listener that unsubscribed', async () => {
    const { load } = fakeSdk();
    const auth = createLazyAuthProvider(load, { storedSession: false });
    const listener = jest.fn();
    const unsubscribe = auth.onUserChanged(listener);
    unsubscribe();
    await auth.signInWithEmail('asha@example.com', 'secret-Passw0rd');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('checks a sign-in link only once the SDK is there', async () => {
    const { sdk, load } = fakeSdk();
    const auth = createLazyAuthProvider(
      async () => ({ ...(await load()), isSignInLink: (url: string) => url.includes('oobCode') }),
      { storedSession: false },
    );
    expect(() => auth.isSignInLink('https://mitti.example/?oobCode=x')).toThrow();
    await auth.ready();
    expect(auth.isSignInLink('https://mitti.example/?oobCode=x')).toBe(true);
    expect(sdk.isSignInLink('x')).toBe(false);
  });

  describe('when the SDK cannot be loaded for a browser with a stored session', () => {
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });
    const chunkFailed = () => Promise.reject(new Error('Loading chunk firebase-auth failed.'));

    it('starts signed out at once, says so, and brings the saved session back when a retry loads it', async () => {
      jest.useFakeTimers();
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { sdk } = fakeSdk(asha);
      const load = jest.fn<() => Promise<AuthProvider>>(chunkFailed);
      const onUnavailable = jest.fn();
      const auth = createLazyAuthProvider(load, { storedSession: true, onUnavailable, retryDelaysMs: [1_000, 2_000] });
      const seen: (User | null)[] = [];
      auth.onUserChanged((user) => seen.push(user));
      await jest.advanceTimersByTimeAsync(0);
      expect(seen).toEqual([null]);
      expect(onUnavailable).toHaveBeenCalledTimes(1);
      expect(await auth.getIdToken(false)).toBeNull();
      await expect(auth.signInWithEmail('asha@example.com', 'secret-Passw0rd')).rejects.toThrow(
        AUTH_UNAVAILABLE_MESSAGE,
      );

      await jest.advanceTimersByTimeAsync(1_000);
      expect(seen).toEqual([null]);
      load.mockImplementation(async () => sdk);
      await jest.advanceTimersByTimeAsync(2_000);
      expect(seen).toEqual([null, asha]);
      expect(await auth.getIdToken(false)).toBe('token-1');
      expect(onUnavailable).toHaveBeenCalledTimes(1);
    });

    it('gives a load that hangs 5 seconds, then starts signed out and takes the session when it arrives', async () => {
      jest.useFakeTimers();
      const { sdk } = fakeSdk(asha);
      let arrive: (provider: AuthProvider) => void = () => undefined;
      const load = jest.fn(() => new Promise<AuthProvider>((resolve) => (arrive = resolve)));
      const onUnavailable = jest.fn();
      const auth = createLazyAuthProvider(load, { storedSession: true, onUnavailable });
      const seen: (User | null)[] = [];
      auth.onUserChanged((user) => seen.push(user));
      await jest.advanceTimersByTimeAsync(4_999);
      expect(seen).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      expect(seen).toEqual([null]);
      expect(onUnavailable).toHaveBeenCalledTimes(1);
      arrive(sdk);
      await jest.advanceTimersByTimeAsync(0);
      expect(seen).toEqual([null, asha]);
    });
  });
});
