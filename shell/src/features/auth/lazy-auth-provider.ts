import type { User } from '@mitti/shared';
import { authUnavailableError, type AuthProvider } from './auth-provider';

type Listener = (user: User | null) => void;

export interface LazyAuthOptions {
  /** The browser may hold a session: the initial check waits for the SDK (at most `giveUpAfterMs`). */
  storedSession: boolean;
  /** How long a shopper with a stored session waits for the SDK before the shop starts signed out. */
  giveUpAfterMs?: number;
  /** Delays between background retries of a failed load; the last one repeats. */
  retryDelaysMs?: readonly number[];
  /** The SDK could not be had in time: the shop runs signed out and says sign-in is unavailable for now. */
  onUnavailable?: () => void;
}

export const GIVE_UP_AFTER_MS = 5_000;
export const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000] as const;

/**
 * An `AuthProvider` whose implementation (the Firebase SDK) is fetched on first need. Until then a
 * browser that holds no stored session is simply signed out: the initial check completes at once, there
 * is no token to send, and every action loads the SDK before it runs. Listeners registered before the
 * load are attached to the SDK as soon as it arrives, so a sign-in is reported like any other.
 *
 * A browser with a stored session waits for the SDK, but not for ever: when it fails to load (offline,
 * blocked, a CDN fault) or takes longer than `giveUpAfterMs`, the initial check completes signed out,
 * `onUnavailable` is called, and the load is retried in the background; once the SDK arrives it reports
 * the saved session like any sign-in.
 */
export function createLazyAuthProvider(
  load: () => Promise<AuthProvider>,
  { storedSession, giveUpAfterMs = GIVE_UP_AFTER_MS, retryDelaysMs = RETRY_DELAYS_MS, onUnavailable }: LazyAuthOptions,
): AuthProvider {
  let loaded: AuthProvider | null = null;
  let loading: Promise<AuthProvider> | null = null;
  /** The stored session could not be checked: until the SDK arrives, the shopper is signed out. */
  let unavailable = false;
  const listeners = new Set<Listener>();
  const detach = new Map<Listener, () => void>();

  const sdk = (): Promise<AuthProvider> => {
    loading ??= load().then(
      (provider) => {
        loaded = provider;
        unavailable = false;
        for (const listener of listeners) detach.set(listener, provider.onUserChanged(listener));
        return provider;
      },
      (error: unknown) => {
        // A failed chunk can be fetched again (webpack forgets it): the next call tries anew.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  const retryInBackground = (attempt: number) => {
    const delay = retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)] ?? GIVE_UP_AFTER_MS;
    setTimeout(() => {
      if (!loaded) sdk().catch(() => retryInBackground(attempt + 1));
    }, delay);
  };

  const giveUp = () => {
    if (loaded || unavailable) return;
    unavailable = true;
    for (const listener of listeners) listener(null);
    onUnavailable?.();
  };

  if (storedSession) {
    const timer = setTimeout(giveUp, giveUpAfterMs);
    sdk().then(
      () => clearTimeout(timer),
      (error: unknown) => {
        clearTimeout(timer);
        console.warn('The sign-in service could not be loaded; retrying in the background', error);
        giveUp();
        retryInBackground(0);
      },
    );
  }

  /** No SDK and none worth waiting for: signed out. */
  const signedOutForNow = () => !loaded && (!storedSession || unavailable);

  /** The SDK, or the SPEC's unavailable message when it cannot be loaded. */
  const required = () =>
    sdk().catch(() => {
      throw authUnavailableError();
    });

  /** An action that needs the SDK: it waits for the load, then runs. */
  const call = <K extends keyof AuthProvider>(name: K): AuthProvider[K] =>
    (async (...args: unknown[]) => {
      const provider = await required();
      return (provider[name] as (...a: unknown[]) => unknown)(...args);
    }) as AuthProvider[K];

  return {
    async ready() {
      await required();
    },
    onUserChanged(listener) {
      listeners.add(listener);
      if (loaded) detach.set(listener, loaded.onUserChanged(listener));
      else if (signedOutForNow()) listener(null);
      return () => {
        listeners.delete(listener);
        detach.get(listener)?.();
        detach.delete(listener);
      };
    },
    async getIdToken(forceRefresh) {
      if (signedOutForNow()) return null;
      // No SDK means no session to take a token from: the call goes out signed out.
      const provider = await sdk().catch(() => null);
      return provider ? provider.getIdToken(forceRefresh) : null;
    },
    async signOut() {
      if (signedOutForNow()) return;
      const provider = await sdk().catch(() => null);
      return provider?.signOut();
    },
    signInWithEmail: call('signInWithEmail'),
    signUpWithEmail: call('signUpWithEmail'),
    signInWithGoogle: call('signInWithGoogle'),
    isSignInLink(url) {
      if (!loaded) throw new Error('The sign-in link can only be checked once authentication has loaded');
      return loaded.isSignInLink(url);
    },
    completeEmailLinkSignIn: call('completeEmailLinkSignIn'),
    updateDisplayName: call('updateDisplayName'),
    updateEmail: call('updateEmail'),
  };
}
