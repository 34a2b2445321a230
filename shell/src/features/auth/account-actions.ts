import type * as FirebaseAuth from 'firebase/auth';
import {
  AccountActionError,
  NO_RESPONSE_MESSAGE,
  PROFILE_UPDATE_UNAVAILABLE,
  installAccountActions,
  type AppStore,
} from '@mitti/shared';
import { getAuthProvider } from './auth-provider';
import { signOutUser } from './sign-out';

/** Provider error codes the shopper can act on, in the shop's words (SPEC section 8 where it has them). */
const shopperMessages: Record<string, string> = {
  'auth/wrong-password': 'Your current password is incorrect.',
  'auth/invalid-credential': 'Your current password is incorrect.',
  'auth/invalid-login-credentials': 'Your current password is incorrect.',
  'auth/weak-password': 'Password is too weak. Please follow the password requirements',
  'auth/password-does-not-meet-requirements': 'Password is too weak. Please follow the password requirements',
  'auth/email-already-in-use': 'This email is already registered. Please use a different email or login',
  'auth/invalid-email': 'Invalid email address format',
  'auth/requires-recent-login': 'For your security, please sign out, sign in again and retry.',
  'auth/too-many-requests': 'Too many attempts. Please try again later.',
  'auth/network-request-failed': NO_RESPONSE_MESSAGE,
};

function codeOf(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** Re-throws a provider failure as one the account page can show as is, when we know what it means. */
function toShopperError(error: unknown): unknown {
  const message = shopperMessages[codeOf(error) ?? ''];
  return message ? new AccountActionError(message) : error;
}

async function shopperErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toShopperError(error);
  }
}

/**
 * The Firebase SDK and the signed-in user of the shell's default app (created by the Firebase auth
 * provider). Loaded on demand, so the SDK stays out of the shell's first chunk.
 */
async function firebaseSession(): Promise<{ sdk: typeof FirebaseAuth; user: FirebaseAuth.User }> {
  // Named like the provider's chunk, so the SDK is one chunk fetched on demand (BootPreloadPlugin skips it).
  const [{ getApps }, sdk] = await Promise.all([
    import(/* webpackChunkName: "firebase-auth" */ 'firebase/app'),
    import(/* webpackChunkName: "firebase-auth" */ 'firebase/auth'),
  ]);
  const user = getApps().length ? sdk.getAuth().currentUser : null;
  if (!user) throw new AccountActionError(PROFILE_UPDATE_UNAVAILABLE);
  return { sdk, user };
}

/** Installs the account remote's port to the identity provider (called once at boot). */
export function installShellAccountActions(store: AppStore): void {
  installAccountActions({
    updateDisplayName: (displayName) => shopperErrors(() => getAuthProvider().updateDisplayName(displayName)),
    updateEmail: (email, currentPassword) =>
      shopperErrors(async () => {
        try {
          await getAuthProvider().updateEmail(email, currentPassword);
          return 'updated' as const;
        } catch (error) {
          // Projects with e-mail enumeration protection only change an address after it is verified.
          if (codeOf(error) !== 'auth/operation-not-allowed') throw error;
          const { sdk, user } = await firebaseSession();
          await sdk.verifyBeforeUpdateEmail(user, email);
          return 'verification-sent' as const;
        }
      }),
    changePassword: (currentPassword, newPassword) =>
      shopperErrors(async () => {
        const { sdk, user } = await firebaseSession();
        if (!user.email) throw new AccountActionError(PROFILE_UPDATE_UNAVAILABLE);
        await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email, currentPassword));
        await sdk.updatePassword(user, newPassword);
      }),
    signOut: () => signOutUser(store.dispatch),
  });
}
