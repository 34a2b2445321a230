import { useCallback } from 'react';
import {
  addToCartItems,
  addedToCart,
  cartLineOf,
  selectCartItems,
  selectIsSignedIn,
  useAppDispatch,
  useAppSelector,
  type Product,
} from '@mitti/shared';
import { useCatalogSurface } from '../../lib/catalog-surface';

/**
 * Adds a product to the cart by the cart's own rules (@mitti/shared cart-rules.ts, which the cart's form
 * handler on the server follows too): never a piece out of stock ('{name} is out of stock'), never more
 * than its stock in all, never more lines than a guest's cart cookie holds. True when added.
 */
export function useAddToCart(): (product: Product, quantity?: number) => boolean {
  const dispatch = useAppDispatch();
  const surface = useCatalogSurface();
  const items = useAppSelector(selectCartItems);
  const signedIn = useAppSelector(selectIsSignedIn);
  return useCallback(
    (product, quantity = 1) => {
      const change = addToCartItems(items, product, quantity, { guest: !signedIn });
      if (!change.ok) {
        surface.message.error(change.message);
        return false;
      }
      dispatch(addedToCart(cartLineOf(product, quantity)));
      surface.message.success(change.message);
      surface.onAddedToCart?.(product);
      return true;
    },
    [dispatch, items, signedIn, surface],
  );
}
