import { cartCleared, signedOut, wishlistCleared, type AppDispatch } from '@mitti/shared';
import { getAuthProvider } from './auth-provider';

/** Signs out with the provider and forgets the shopper's user, cart and wishlist state. */
export async function signOutUser(dispatch: AppDispatch): Promise<void> {
  await getAuthProvider().signOut();
  dispatch(signedOut());
  dispatch(cartCleared());
  dispatch(wishlistCleared());
}
