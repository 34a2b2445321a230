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
 */
export function useWishlistToggle(product: Product) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signInHref = signInPath(`${pathname}${search}`, 'wishlist');
  const signedIn = useAppSelector(selectIsSignedIn);
  const inWishlist = useAppSelector((state) => selectIsInWishlist(state, product.id));
  const checking = useAppSelector(selectAuthStatus) === 'checking';
  const waiting = useRef(false);
  const act = useCallback(() => {
    if (!signedIn) {
      navigate(signInHref);
      return;
    }
    if (inWishlist) {
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
  }, [dispatch, inWishlist, navigate, product, signInHref, signedIn]);
  useEffect(() => {
    if (!waiting.current || checking) return;
    waiting.current = false;
    act();
  }, [act, checking]);
  const toggle = useCallback(() => {
    if (checking) waiting.current = true;
    else act();
  }, [act, checking]);
  return { inWishlist, signedIn, signInHref, toggle };
}
