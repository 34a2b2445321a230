import { useCallback, useEffect, useRef } from 'react';
import {
  addedToWishlist,
  notify,
  removedFromWishlist,
  selectAuthStatus,
  selectIsInWishlist,
  selectIsSignedIn,
  useAppDispatch,
  useAppSelector,
  type Product,
} from '@mitti/shared';
import { firstImageOf } from './product-facts';

export const WISHLIST_SIGN_IN_MESSAGE = 'Please sign in to add items to your wishlist';

/**
 * The wishlist heart: signed-in shoppers only. The product page's message ends with a period (SPEC
 * section 8), the card's does not. A server-rendered page is usable before the sign-in check has finished
 * (docs/decisions/023): a tap in that moment is kept and acted on once the check says who the shopper is.
 */
export function useWishlistToggle(product: Product, { period = false }: { period?: boolean } = {}) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const inWishlist = useAppSelector((state) => selectIsInWishlist(state, product.id));
  const checking = useAppSelector(selectAuthStatus) === 'checking';
  const waiting = useRef(false);
  const act = useCallback(() => {
    if (!signedIn) {
      notify.error(period ? `${WISHLIST_SIGN_IN_MESSAGE}.` : WISHLIST_SIGN_IN_MESSAGE);
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
  }, [dispatch, inWishlist, period, product, signedIn]);
  useEffect(() => {
    if (!waiting.current || checking) return;
    waiting.current = false;
    act();
  }, [act, checking]);
  const toggle = useCallback(() => {
    if (checking) waiting.current = true;
    else act();
  }, [act, checking]);
  return { inWishlist, toggle };
}
