import { useCallback } from 'react';
import {
  addToCartItems,
  addedToCart,
  cartLineOf,
  selectCartItems,
  selectIsSignedIn,
  useAppDispatch,
  type Product,
} from '@mitti/shared';
import { useCatalogSurface } from '../../lib/catalog-surface';

/**
 * Adds a product to the cart by the cart's own rules (@mitti/shared cart-rules.ts, which the cart's form
 * handler on the server follows too): never a piece out of stock ('{name} is out of stock'), never more
 * than its stock in all, never more lines than a guest's cart cookie holds. True when added.
 *
 * The cart and the shopper are read when the button is pressed, not followed: a page of product cards does not
 * re-render every card when the cart or the sign-in check changes (the first auth check lands while the page
 * hydrates).
 */
export function useAddToCart(): (product: Product, quantity?: number) => boolean {
  const dispatch = useAppDispatch();
  const surface = useCatalogSurface();
  return useCallback(
    (product, quantity = 1) =>
      dispatch((_, getState) => {
        const state = getState();
        const change = addToCartItems(selectCartItems(state), product, quantity, { guest: !selectIsSignedIn(state) });
        if (!change.ok) {
          surface.message.error(change.message);
          return false;
        }
        dispatch(addedToCart(cartLineOf(product, quantity)));
        surface.message.success(change.message);
        surface.onAddedToCart?.(product);
        return true;
      }),
    [dispatch, surface],
  );
}
