import type { Product } from '@mitti/shared';
import { useWishlistToggle } from '../../features/products/use-wishlist-toggle';
import { HeartIcon } from './heart-icon';

interface Props {
  product: Product;
  /** The product page's sign-in message ends with a period. */
  period?: boolean;
  className?: string;
}

export function WishlistButton({ product, period = false, className = '' }: Props) {
  const { inWishlist, toggle } = useWishlistToggle(product, { period });
  return (
    <button
      type="button"
      className={`catalog-wishlist ${inWishlist ? 'catalog-wishlist--on' : ''} ${className}`}
      aria-pressed={inWishlist}
      aria-label={inWishlist ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
      onClick={toggle}
    >
      <HeartIcon filled={inWishlist} />
    </button>
  );
}
