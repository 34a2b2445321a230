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
import { ownersText } from '@mitti/shared/remote-words';
import { useCatalogSurface } from '../../lib/catalog-surface';
import { useWords } from '../../words/words';

/**
 * Adds a product to the cart by the cart's own rules (@mitti/shared cart-rules.ts, which the cart's form
 * handler on the server follows too): never a piece out of stock ('{name} is out of stock'), never more
 * than its stock in all, never more lines than a guest's cart cookie holds. True when added; what the rules say,
 * added or refused, in the page's words with the piece named as the page names it (decision 112).
 *
 * The cart and the shopper are read when the button is pressed, not followed: a page of product cards does not
 * re-render every card when the cart or the sign-in check changes (the first auth check lands while the page
 * hydrates).
 */
export function useAddToCart(): (product: Product, quantity?: number) => boolean {
  const dispatch = useAppDispatch();
  const surface = useCatalogSurface();
  const t = useWords();
  return useCallback(
    (product, quantity = 1) =>
      dispatch((_, getState) => {
        const state = getState();
        const change = addToCartItems(selectCartItems(state), product, quantity, { guest: !selectIsSignedIn(state) });
        // What the rules say, in the page's words, the piece named as the page names it (decision 112).
        const said = t(change.said.text, { ...change.said.values, name: ownersText(t, product, 'name').text });
        if (!change.ok) {
          surface.message.error(said);
          return false;
        }
        dispatch(addedToCart(cartLineOf(product, quantity)));
        surface.message.success(said);
        surface.onAddedToCart?.(product);
        return true;
      }),
    [dispatch, surface, t],
  );
}
