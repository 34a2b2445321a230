import type { User } from '@mitti/shared';

/**
 * What the shell needs from an identity provider. The Firebase implementation is installed at boot;
 * until then (and in tests) nobody is signed in.
 */
export interface AuthProvider {
  /** Calls back with the user on every change; the first call completes the initial check. */
  onUserChanged(listener: (user: User | null) => void): () => void;
  getIdToken(forceRefresh: boolean): Promise<string | null>;
  signOut(): Promise<void>;
}

const signedOutProvider: AuthProvider = {
  onUserChanged(listener) {
    listener(null);
    return () => undefined;
  },
  getIdToken: async () => null,
  signOut: async () => undefined,
};

let provider: AuthProvider = signedOutProvider;

export function installAuthProvider(next: AuthProvider): void {
  provider = next;
}

export function getAuthProvider(): AuthProvider {
  return provider;
}
