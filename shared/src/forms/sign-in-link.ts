/**
 * A link to /login that says why the shopper is asked to sign in and where to go back to afterwards, as
 * plain query parameters, so it works before the app runs as well as from the app (the wishlist heart of a
 * signed-out shopper). The login page reads them (shell/src/features/auth).
 */
export const SIGN_IN_REASONS = {
  /** SPEC section 8 (the product page's wording). */
  wishlist: 'Please sign in to add items to your wishlist.',
} as const;

export type SignInReason = keyof typeof SIGN_IN_REASONS;

export function signInPath(from: string, reason: SignInReason): string {
  return `/login?${new URLSearchParams({ from, reason }).toString()}`;
}

/** Why a sign-in link asks the shopper to sign in, or null; the login page words it in its language. */
export function signInReason(params: URLSearchParams): SignInReason | null {
  const reason = params.get('reason');
  return reason && reason in SIGN_IN_REASONS ? (reason as SignInReason) : null;
}
