import { useCallback } from 'react';
import {
  addedToWishlist,
  notify,
  removedFromWishlist,
  selectIsInWishlist,
  selectIsSignedIn,
  signInPath,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  useWhenSignInKnown,
  useLocation,
  useNavigate,
  type Product,
} from '@mitti/shared';
import { ownersText } from '@mitti/shared/remote-words';
import { firstImageOf } from './product-facts';
import { useWords } from '../../words/words';

/**
 * The wishlist heart: signed-in shoppers only; a signed-out shopper goes to /login, with SPEC section 8's
 * message, and back here after signing in (`signInHref`, which is also where the heart links before the
 * app runs). A tap made before the sign-in check has finished is acted on once it says who the shopper is.
 */
export function useWishlistToggle(product: Product) {
  const t = useWords();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signInHref = signInPath(`${pathname}${search}`, 'wishlist');
  const signedIn = useAppSelector(selectIsSignedIn);
  const inWishlist = useAppSelector((state) => selectIsInWishlist(state, product.id));
  const whenSignInKnown = useWhenSignInKnown();

  const act = useCallback(() => {
    // The toasts name the piece as the page does (decision 112); the wishlist keeps its English name.
    const name = ownersText(t, product, 'name').text;
    const state = store.getState();
    if (!selectIsSignedIn(state)) {
      navigate(signInHref);
      return;
    }
    if (selectIsInWishlist(state, product.id)) {
      dispatch(removedFromWishlist(product.id));
      notify.success(t('{name} removed from wishlist', { name }));
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
      notify.success(t('{name} added to wishlist', { name }));
    }
  }, [dispatch, navigate, product, signInHref, store, t]);

  const toggle = useCallback(() => whenSignInKnown(act), [act, whenSignInKnown]);
  return { inWishlist, signedIn, signInHref, toggle };
}
