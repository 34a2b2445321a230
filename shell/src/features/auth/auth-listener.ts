import { signedIn, signedOut, type AppStore } from '@mitti/shared';
import { getAuthProvider } from './auth-provider';

/**
 * Keeps the auth slice in step with the identity provider. Resolves after the first check, so the site
 * renders knowing whether the shopper is signed in.
 */
export function startAuthListener(store: AppStore): Promise<void> {
  return new Promise((resolve) => {
    getAuthProvider().onUserChanged((user) => {
      store.dispatch(user ? signedIn(user) : signedOut());
      resolve();
    });
  });
}
