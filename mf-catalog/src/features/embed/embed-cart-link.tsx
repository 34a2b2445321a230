import { cartCleared, selectCartItems, selectCartTotalItems, useAppDispatch, useAppSelector } from '@mitti/shared';
import { cartLinkHref } from '@mitti/shared/forms';

/**
 * On a partner's site, what the visitor tapped Add to Cart on is held in the embed's own store, and this link
 * takes it to their Mitti Studio cart (decision 066): the shop's link into the cart adds the pieces there (its
 * cookie, which the shop's pages read with scripts or without) and shows the cart. Once followed, the pieces
 * are the shop's: the embed lets go of them, so coming back to the partner's page and following it again
 * adds only what was tapped since.
 */
export function EmbedCartLink({ shopUrl }: { shopUrl: string }) {
  const items = useAppSelector(selectCartItems);
  const pieces = useAppSelector(selectCartTotalItems);
  const dispatch = useAppDispatch();
  if (items.length === 0) return null;
  // After the click, not during it: a link taken out of the page while it is clicked is not followed.
  const followed = () => void setTimeout(() => dispatch(cartCleared()), 0);
  return (
    <p className="catalog-embed__cart">
      <span>
        {pieces} {pieces === 1 ? 'piece' : 'pieces'} ready for your Mitti cart.
      </span>
      <a
        className="button button--primary"
        href={cartLinkHref(shopUrl, items)}
        onClick={followed}
        // A middle click opens it in a new tab; a right click (copying the link) does not follow it.
        onAuxClick={(event) => event.button === 1 && followed()}
      >
        View in your Mitti cart
      </a>
    </p>
  );
}
