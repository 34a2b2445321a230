import { useCallback, useEffect, useRef } from 'react';
import {
  addedToWishlist,
  notify,
  removedFromWishlist,
  selectAuthStatus,
  selectIsInWishlist,
  selectIsSignedIn,
  signInPath,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  useLocation,
  useNavigate,
  type Product,
} from '@mitti/shared';
import { firstImageOf } from './product-facts';

/**
 * The wishlist heart: signed-in shoppers only; a signed-out shopper goes to /login, with SPEC section 8's
 * message, and back here after signing in (`signInHref`, which is also where the heart links before the
 * app runs). A server-rendered page is usable before the sign-in check has finished (docs/decisions/023):
 * a tap in that moment is kept and acted on once the check says who the shopper is.
 *
 * The sign-in check is read when the heart is tapped, not followed: its end (which lands while the page
 * hydrates) re-renders no heart whose look it does not change.
 */
export function useWishlistToggle(product: Product) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signInHref = signInPath(`${pathname}${search}`, 'wishlist');
  const signedIn = useAppSelector(selectIsSignedIn);
  const inWishlist = useAppSelector((state) => selectIsInWishlist(state, product.id));
  /** Stops waiting for the check's end: a tap made while it runs, not acted on yet. */
  const stopWaiting = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWaiting.current?.(), []);

  const act = useCallback(() => {
    const state = store.getState();
    if (!selectIsSignedIn(state)) {
      navigate(signInHref);
      return;
    }
    if (selectIsInWishlist(state, product.id)) {
      dispatch(removedFromWishlist(product.id));
      notify.success(`${product.name} removed from wishlist`);
    } else {
      dispatch(
        addedToWishlist({
          id: product.id,
          name: product.name,
          price: product.price,
          imageUrl: firstImageOf(product),
          category: product.category,
        }),
      );
      notify.success(`${product.name} added to wishlist`);
    }
  }, [dispatch, navigate, product, signInHref, store]);

  const toggle = useCallback(() => {
    if (selectAuthStatus(store.getState()) !== 'checking') {
      act();
      return;
    }
    if (stopWaiting.current) return;
    const unsubscribe = store.subscribe(() => {
      if (selectAuthStatus(store.getState()) === 'checking') return;
      unsubscribe();
      stopWaiting.current = null;
      act();
    });
    stopWaiting.current = unsubscribe;
  }, [act, store]);
  return { inWishlist, signedIn, signInHref, toggle };
}
