import { useCallback, useEffect } from 'react';
import { authErrorCleared, authFailed, selectAuthError, useAppDispatch, useAppSelector } from '@mitti/shared';

/**
 * The auth error of the store (SPEC section 8: "Auth errors are stored as an error message and can be
 * cleared"): a failed sign-in or sign-up, or the API client's 'Authentication expired. Please sign in again.'
 * A page shows it with a Dismiss button; it is cleared by Dismiss, by the next attempt, by signing in, and
 * when the shopper leaves the page, so it never follows them to another form.
 */
export function useAuthError() {
  const dispatch = useAppDispatch();
  const error = useAppSelector(selectAuthError);
  const clear = useCallback(() => dispatch(authErrorCleared()), [dispatch]);
  const fail = useCallback((message: string) => dispatch(authFailed(message)), [dispatch]);
  useEffect(
    () => () => {
      clear();
    },
    [clear],
  );
  return { error, fail, clear };
}
