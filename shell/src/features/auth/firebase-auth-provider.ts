import { initializeApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  isSignInWithEmailLink,
  onIdTokenChanged,
  reauthenticateWithCredential,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signInWithPopup,
  signOut,
  updateEmail,
  updateProfile,
  type Auth,
  type User as FirebaseUser,
} from 'firebase/auth';
import type { User } from '@mitti/shared';
import type { RuntimeConfig } from '../../config/runtime-config';
import { authUnavailableError, type AuthProvider } from './auth-provider';

/** SPEC section 4: the identity token is refreshed every 50 minutes. */
export const TOKEN_REFRESH_MS = 3_000_000;

export function toUser(user: FirebaseUser): User {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    phoneNumber: user.phoneNumber,
  };
}

/**
 * The Firebase Auth implementation of the shell's `AuthProvider`. The SDK keeps the session (IndexedDB)
 * and the tokens; our code never writes a token anywhere.
 */
export function createFirebaseAuthProvider(config: RuntimeConfig['firebase']): AuthProvider {
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  // getAuth's persistence, minus its pop-up resolver: that one loads Google's iframe script at start-up,
  // so it is handed to the pop-up sign-in alone.
  const auth: Auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });

  let refreshTimer: ReturnType<typeof setInterval> | undefined;
  const keepTokenFresh = (user: FirebaseUser | null) => {
    clearInterval(refreshTimer);
    refreshTimer = user
      ? setInterval(() => {
          user.getIdToken(true).catch((error: unknown) => console.warn('Token refresh failed', error));
        }, TOKEN_REFRESH_MS)
      : undefined;
  };

  const current = (): FirebaseUser => {
    if (!auth.currentUser) throw authUnavailableError();
    return auth.currentUser;
  };

  return {
    ready: async () => undefined,
    onUserChanged(listener) {
      // onIdTokenChanged covers sign-in, sign-out and token refreshes (which carry profile updates).
      return onIdTokenChanged(auth, (user) => {
        keepTokenFresh(user);
        listener(user ? toUser(user) : null);
      });
    },
    async getIdToken(forceRefresh) {
      await auth.authStateReady();
      return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
    },
    signOut: () => signOut(auth),
    async signInWithEmail(email, password) {
      return toUser((await signInWithEmailAndPassword(auth, email, password)).user);
    },
    async signUpWithEmail({ displayName, email, password }) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await updateProfile(user, { displayName });
      // A fresh token carries the name to the API and tells the listener about the updated profile.
      await user.getIdToken(true);
      return toUser(user);
    },
    async signInWithGoogle() {
      return toUser((await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver)).user);
    },
    isSignInLink: (url) => isSignInWithEmailLink(auth, url),
    async completeEmailLinkSignIn(email, url) {
      return toUser((await signInWithEmailLink(auth, email, url)).user);
    },
    async updateDisplayName(displayName) {
      const user = current();
      await updateProfile(user, { displayName });
      await user.getIdToken(true);
    },
    async updateEmail(email, currentPassword) {
      const user = current();
      if (user.email)
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
      await updateEmail(user, email);
      // The change revokes the session's tokens (their sign-in predates it): a new sign-in gives current ones.
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(email, currentPassword));
      await user.getIdToken(true);
    },
  };
}
