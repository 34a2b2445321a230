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
  byCode: Record<string, string>;
  /** Used for any other code; `useErrorMessage` shows the provider's own message when it has one. */
  fallback: string;
  useErrorMessage?: boolean;
}

const INCORRECT_CREDENTIALS = 'Incorrect username or password. Please try again.';
const INVALID_EMAIL_FORMAT = 'Invalid email address format';
const RESET_FAILED = 'Failed to send reset email. Please try again.';
const USED_LINK = 'This link is invalid or has already been used. Please request a new login link.';
const WEAK_PASSWORD = 'Password is too weak. Please follow the password requirements';

/**
 * What a reset request says whether or not the address has an account, sent or not found alike (decision 062):
 * a different answer for each would tell anyone which addresses are the shop's customers.
 */
export const FORGOT_PASSWORD_NEUTRAL = 'If an account exists with this email, a password reset link will be sent.';

const AUTH_MESSAGES: Record<AuthAction, MessageTable> = {
  signIn: {
    byCode: {
      'auth/invalid-credential': INCORRECT_CREDENTIALS,
      'auth/invalid-email': INCORRECT_CREDENTIALS,
      'auth/user-not-found': INCORRECT_CREDENTIALS,
      'auth/wrong-password': INCORRECT_CREDENTIALS,
      'auth/too-many-requests': 'Too many failed login attempts. Please try again later or reset your password.',
    },
    fallback: 'Failed to log in. Please try again.',
  },
  googleSignIn: {
    byCode: { 'auth/popup-closed-by-user': 'Login canceled. Please try again.' },
    fallback: 'Failed to sign in with Google. Please try again.',
  },
  forgotPassword: {
    byCode: {},
    fallback: RESET_FAILED,
  },
  register: {
    byCode: {
      'auth/email-already-in-use': 'This email is already registered. Please use a different email or login',
      'auth/invalid-email': INVALID_EMAIL_FORMAT,
      'auth/weak-password': WEAK_PASSWORD,
      'auth/password-does-not-meet-requirements': WEAK_PASSWORD,
    },
    fallback: 'Failed to create account. Please try again.',
  },
  googleSignUp: {
    byCode: {
      'auth/popup-closed-by-user': 'Sign-in was cancelled',
      'auth/popup-blocked': 'Popup was blocked by your browser. Please allow popups for this site',
    },
    fallback: 'Failed to sign up with Google. Please try again.',
  },
  resetPassword: {
    byCode: { 'auth/invalid-email': INVALID_EMAIL_FORMAT },
    fallback: RESET_FAILED,
  },
  sendLoginLink: {
    byCode: { 'auth/invalid-email': INVALID_EMAIL_FORMAT },
    fallback: 'Failed to send login link. Please try again.',
  },
  completeLoginLink: {
    byCode: { 'auth/invalid-action-code': USED_LINK, 'auth/expired-action-code': USED_LINK },
    fallback: 'Failed to sign in. Please try again.',
    useErrorMessage: true,
  },
};

/** The provider's error code (`auth/...`), if the thrown value carries one. */
export function authErrorCode(error: unknown): string | null {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : null;
}

/** What the shopper reads when `action` fails with `error`. */
export function authErrorMessage(action: AuthAction, error: unknown): string {
  const table = AUTH_MESSAGES[action];
  const code = authErrorCode(error);
  const known = code ? table.byCode[code] : undefined;
  if (known) return known;
  if (table.useErrorMessage && error instanceof Error && error.message) return error.message;
  return table.fallback;
}
