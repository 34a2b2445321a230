import { useCallback } from 'react';
import { addedToCart, useAppDispatch, type Product } from '@mitti/shared';
import { useCatalogSurface } from '../../lib/catalog-surface';
import { firstImageOf, isOutOfStock } from './product-facts';

/** Adds a product to the cart, refusing one that is out of stock (SPEC section 5). True when added. */
export function useAddToCart(): (product: Product, quantity?: number) => boolean {
  const dispatch = useAppDispatch();
  const surface = useCatalogSurface();
  return useCallback(
    (product, quantity = 1) => {
      if (isOutOfStock(product)) {
        surface.message.error(`${product.name} is out of stock`);
        return false;
      }
      dispatch(
        addedToCart({
          id: product.id,
          name: product.name,
          price: product.price,
          imageUrl: firstImageOf(product),
          category: product.category,
          quantity,
        }),
      );
      surface.message.success(`${product.name} added to cart`);
      surface.onAddedToCart?.(product);
      return true;
    },
    [dispatch, surface],
  );
}
