/** The address a sign-in link was sent to, kept so the link completes without asking again (SPEC section 3). */
export const EMAIL_FOR_SIGN_IN_KEY = 'emailForSignIn';

export const emailLinkStorage = {
  read: (): string | null => window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY),
  write: (email: string) => window.localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, email),
  clear: () => window.localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY),
};
