import { firebaseAuth } from './firebase-auth';

/**
 * The links of the shop's own auth mails (decision 071), made by the identity provider: each carries a one-time
 * code the provider checks when the shopper follows it, and returns them to `continueUrl`.
 */
export interface AuthLinks {
  /** A password-reset link, or null when no account has this address (no mail is sent then). */
  passwordReset(email: string, continueUrl: string): Promise<string | null>;
  /** A sign-in link; following it signs in, and creates the account if the address has none (as the SDK's did). */
  signIn(email: string, continueUrl: string): Promise<string>;
}

const NO_ACCOUNT = new Set(['auth/email-not-found', 'auth/user-not-found']);
const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/** firebase-admin's links for the project: the Auth emulator's with FIREBASE_AUTH_EMULATOR_HOST set. */
export function createFirebaseAuthLinks(projectId: string): AuthLinks {
  const auth = firebaseAuth(projectId);
  return {
    async passwordReset(email, continueUrl) {
      try {
        return await auth.generatePasswordResetLink(email, { url: continueUrl });
      } catch (error) {
        if (NO_ACCOUNT.has(codeOf(error) as string)) return null;
        throw error;
      }
    },
    signIn: (email, continueUrl) =>
      auth.generateSignInWithEmailLink(email, { url: continueUrl, handleCodeInApp: true }),
  };
}
