import { AUTH_EXPIRED_MESSAGE, authFailed, signedOut, type AppDispatch, type createBrowserRouter } from '@mitti/shared';
import { signOutUser } from './sign-out';

type SignInRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'navigate'>;

/**
 * What the API client does when a session can no longer be used (SPEC section 7: the token cannot be
 * refreshed after a 401, or a call that needs one finds none): the shopper is signed out, the auth error says
 * 'Authentication expired. Please sign in again.' (shown on /login, where it can be dismissed) and the
 * browser goes to /login, which returns to the page they were on after signing in.
 */
export async function endSession(dispatch: AppDispatch, router: SignInRouter): Promise<void> {
  const from = router.state.location;
  try {
    await signOutUser(dispatch);
  } catch {
    // The provider could not sign out: the store still stops claiming a session.
    dispatch(signedOut());
  }
  dispatch(authFailed(AUTH_EXPIRED_MESSAGE));
  if (from.pathname !== '/login') await router.navigate('/login', { state: { from } });
}
