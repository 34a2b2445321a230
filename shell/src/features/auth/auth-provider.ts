import type { User } from '@mitti/shared';
import { documentMessages } from '../../i18n/document-words';

export const AUTH_UNAVAILABLE_MESSAGE = documentMessages.authUnavailable.message;
/** The code of the error every action fails with while no sign-in service can be had (auth-errors.ts says it). */
export const AUTH_UNAVAILABLE_CODE = 'mitti/auth-unavailable';

/** That error: the SPEC's message, and its code, by which a screen says it in the page's words. */
export const authUnavailableError = (): Error & { code: string } =>
  Object.assign(new Error(AUTH_UNAVAILABLE_MESSAGE), { code: AUTH_UNAVAILABLE_CODE });

export interface SignUpInput {
  displayName: string;
  email: string;
  password: string;
}

/**
 * What the shell needs from an identity provider. The Firebase implementation is installed at boot;
 * until then (and in tests) nobody is signed in and every action fails with the unavailable message.
 * Identity tokens stay inside the provider: the shell asks for one per request and never stores it.
 */
export interface AuthProvider {
  /** Settles once the provider can answer `isSignInLink` (a lazily loaded one has fetched its SDK). */
  ready(): Promise<void>;
  /** Calls back with the user on every change; the first call completes the initial check. */
  onUserChanged(listener: (user: User | null) => void): () => void;
  getIdToken(forceRefresh: boolean): Promise<string | null>;
  signOut(): Promise<void>;
  signInWithEmail(email: string, password: string): Promise<User>;
  /** Creates the account and sets its display name. */
  signUpWithEmail(input: SignUpInput): Promise<User>;
  signInWithGoogle(): Promise<User>;
  isSignInLink(url: string): boolean;
  completeEmailLinkSignIn(email: string, url: string): Promise<User>;
  updateDisplayName(displayName: string): Promise<void>;
  /**
   * Changes the sign-in e-mail, proving it is the shopper with the current password first (a provider asks for
   * a recent sign-in), and keeps them signed in: the change ends the account's older sessions, this one too,
   * so it signs in again with the new address (issue 33: the next page said "Authentication expired").
   */
  updateEmail(email: string, currentPassword: string): Promise<void>;
}

const unavailable = async (): Promise<never> => {
  throw authUnavailableError();
};

export const signedOutProvider: AuthProvider = {
  ready: async () => undefined,
  onUserChanged(listener) {
    listener(null);
    return () => undefined;
  },
  getIdToken: async () => null,
  signOut: async () => undefined,
  signInWithEmail: unavailable,
  signUpWithEmail: unavailable,
  signInWithGoogle: unavailable,
  isSignInLink: () => false,
  completeEmailLinkSignIn: unavailable,
  updateDisplayName: unavailable,
  updateEmail: unavailable,
};

let provider: AuthProvider = signedOutProvider;

export function installAuthProvider(next: AuthProvider): void {
  provider = next;
}

export function getAuthProvider(): AuthProvider {
  return provider;
}
