import { AUTH_EXPIRED_MESSAGE, authFailed, signedOut, paths, type AppDispatch } from '@mitti/shared';
import type { Navigation } from '../../lib/navigation/navigation';
import { signOutUser } from './sign-out';

/**
 * What the API client does when a session can no longer be used (SPEC section 7: the token cannot be
 * refreshed after a 401, or a call that needs one finds none): the shopper is signed out, the auth error says
 * 'Authentication expired. Please sign in again.' (shown on /login, where it can be dismissed) and the
 * browser goes to /login, which returns to the page they were on after signing in. Before the routes have
 * rendered there is no page to leave: a protected one sends the signed-out shopper to /login itself.
 */
export async function endSession(dispatch: AppDispatch, navigation: Navigation): Promise<void> {
  const from = navigation.location();
  try {
    await signOutUser(dispatch);
  } catch {
    // The provider could not sign out: the store still stops claiming a session.
    dispatch(signedOut());
  }
  dispatch(authFailed(AUTH_EXPIRED_MESSAGE));
  if (from && from.pathname !== paths.login()) await navigation.navigate(paths.login(), { state: { from } });
}
