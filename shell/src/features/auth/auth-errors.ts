import type { MessageDescriptor } from '@mitti/shared';
import { signInMessages } from '../../i18n/sign-in-messages';
import type { Said } from '../../i18n/said';
import { documentMessages } from '../../i18n/document-words';
import { AUTH_UNAVAILABLE_CODE } from './auth-provider';

/** Every auth action a screen performs, each with its own wording (SPEC section 8). */
export type AuthAction =
  | 'signIn'
  | 'googleSignIn'
  | 'forgotPassword'
  | 'register'
  | 'googleSignUp'
  | 'resetPassword'
  | 'sendLoginLink'
  | 'completeLoginLink';

interface MessageTable {
  byCode: Record<string, MessageDescriptor>;
  /** Used for any other code; `useErrorMessage` shows the provider's own message when it has one. */
  fallback: MessageDescriptor;
  useErrorMessage?: boolean;
}

const m = signInMessages;

/**
 * What a reset request says whether or not the address has an account, sent or not found alike (decision 062):
 * a different answer for each would tell anyone which addresses are the shop's customers.
 */
export const FORGOT_PASSWORD_NEUTRAL = m.forgotPasswordNeutral;

const AUTH_MESSAGES: Record<AuthAction, MessageTable> = {
  signIn: {
    byCode: {
      'auth/invalid-credential': m.incorrectCredentials,
      'auth/invalid-email': m.incorrectCredentials,
      'auth/user-not-found': m.incorrectCredentials,
      'auth/wrong-password': m.incorrectCredentials,
      'auth/too-many-requests': m.tooManyAttempts,
    },
    fallback: m.loginFailed,
  },
  googleSignIn: {
    byCode: { 'auth/popup-closed-by-user': m.loginCanceled },
    fallback: m.googleSignInFailed,
  },
  forgotPassword: {
    byCode: {},
    fallback: m.resetFailed,
  },
  register: {
    byCode: {
      'auth/email-already-in-use': m.emailInUse,
      'auth/invalid-email': m.invalidEmailFormat,
      'auth/weak-password': m.weakPassword,
      'auth/password-does-not-meet-requirements': m.weakPassword,
    },
    fallback: m.registerFailed,
  },
  googleSignUp: {
    byCode: {
      'auth/popup-closed-by-user': m.signUpCancelled,
      'auth/popup-blocked': m.popupBlocked,
    },
    fallback: m.googleSignUpFailed,
  },
  resetPassword: {
    byCode: { 'auth/invalid-email': m.invalidEmailFormat },
    fallback: m.resetFailed,
  },
  sendLoginLink: {
    byCode: { 'auth/invalid-email': m.invalidEmailFormat },
    fallback: m.loginLinkFailed,
  },
  completeLoginLink: {
    byCode: {
      'auth/invalid-action-code': m.usedLink,
      'auth/expired-action-code': m.usedLink,
      // The sign-in service could not be had (auth-provider.ts): in the page's words, not as the thrown English.
      [AUTH_UNAVAILABLE_CODE]: documentMessages.authUnavailable,
    },
    fallback: m.linkSignInFailed,
    useErrorMessage: true,
  },
};

/** The provider's error code (`auth/...`), if the thrown value carries one. */
export function authErrorCode(error: unknown): string | null {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : null;
}

/** What the shopper reads when `action` fails with `error`. */
export function authErrorMessage(action: AuthAction, error: unknown): Said {
  const table = AUTH_MESSAGES[action];
  const code = authErrorCode(error);
  const known = code ? table.byCode[code] : undefined;
  if (known) return known;
  return table.useErrorMessage && error instanceof Error && error.message ? error.message : table.fallback;
}
