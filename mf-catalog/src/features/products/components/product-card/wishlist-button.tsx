import type { MouseEvent } from 'react';
import type { Product } from '@mitti/shared';
import { ownersText } from '@mitti/shared/remote-words';
import { useWishlistToggle } from '../../use-wishlist-toggle';
import { useWords } from '../../../../words/words';
import './wishlist-button.css';

interface Props {
  product: Product;
  className?: string;
}

/**
 * The wishlist heart. Until the shop knows the shopper is signed in (before the app runs, during the
 * sign-in check, signed out) it is a link to /login that comes back here; the app, once it runs, acts on a
 * tap itself (useWishlistToggle). For a signed-in shopper it is a toggle button. Its heart is drawn by
 * wishlist-button.css; its name says what it does.
 */
export function WishlistButton({ product, className = '' }: Props) {
  const t = useWords();
  const { inWishlist, signedIn, signInHref, toggle } = useWishlistToggle(product);
  // The piece as the card names it: its Hindi name in a Hindi label where the owner gave one (decision 112).
  const name = ownersText(t, product, 'name').text;
  const add = t('Add {name} to wishlist', { name });
  const classes = `catalog-wishlist ${inWishlist ? 'catalog-wishlist--on' : ''} ${className}`;
  if (!signedIn) {
    return (
      <a
        className={classes}
        href={signInHref}
        aria-label={add}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          toggle();
        }}
      />
    );
  }
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={inWishlist}
      aria-label={inWishlist ? t('Remove {name} from wishlist', { name }) : add}
      onClick={toggle}
    />
  );
}
