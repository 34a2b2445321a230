import type { User } from '@mitti/shared';
import type { AuthProvider } from './auth-provider';

type Listener = (user: User | null) => void;

/**
 * An `AuthProvider` whose implementation (the Firebase SDK) is fetched on first need. Until then a
 * browser that holds no stored session is simply signed out: the initial check completes at once, there
 * is no token to send, and every action loads the SDK before it runs. Listeners registered before the
 * load are attached to the SDK as soon as it arrives, so a sign-in is reported like any other.
 */
export function createLazyAuthProvider(
  load: () => Promise<AuthProvider>,
  { storedSession }: { storedSession: boolean },
): AuthProvider {
  let loaded: AuthProvider | null = null;
  let loading: Promise<AuthProvider> | null = null;
  const listeners = new Set<Listener>();
  const detach = new Map<Listener, () => void>();

  const sdk = (): Promise<AuthProvider> => {
    loading ??= load().then((provider) => {
      loaded = provider;
      for (const listener of listeners) detach.set(listener, provider.onUserChanged(listener));
      return provider;
    });
    return loading;
  };
  if (storedSession) void sdk();

  /** An action that needs the SDK: it waits for the load, then runs. */
  const call = <K extends keyof AuthProvider>(name: K): AuthProvider[K] =>
    (async (...args: unknown[]) => {
      const provider = await sdk();
      return (provider[name] as (...a: unknown[]) => unknown)(...args);
    }) as AuthProvider[K];

  return {
    async ready() {
      await sdk();
    },
    onUserChanged(listener) {
      listeners.add(listener);
      if (loaded) detach.set(listener, loaded.onUserChanged(listener));
      else if (!storedSession) listener(null);
      return () => {
        listeners.delete(listener);
        detach.get(listener)?.();
        detach.delete(listener);
      };
    },
    async getIdToken(forceRefresh) {
      if (!loaded && !storedSession) return null;
      return (await sdk()).getIdToken(forceRefresh);
    },
    async signOut() {
      if (!loaded && !storedSession) return;
      return (await sdk()).signOut();
    },
    signInWithEmail: call('signInWithEmail'),
    signUpWithEmail: call('signUpWithEmail'),
    signInWithGoogle: call('signInWithGoogle'),
    sendPasswordReset: call('sendPasswordReset'),
    sendSignInLink: call('sendSignInLink'),
    isSignInLink(url) {
      if (!loaded) throw new Error('The sign-in link can only be checked once authentication has loaded');
      return loaded.isSignInLink(url);
    },
    completeEmailLinkSignIn: call('completeEmailLinkSignIn'),
    updateDisplayName: call('updateDisplayName'),
    updateEmail: call('updateEmail'),
  };
}
