import { useId, useState } from 'react';
import {
  addedToCart,
  formatRupees,
  isSoldOut,
  notify,
  removedFromWishlist,
  useAppDispatch,
  paths,
  type WishlistItem,
  Link,
} from '@mitti/shared';

function WishlistImage({ item }: { item: WishlistItem }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!item.imageUrl || failedSrc === item.imageUrl) {
    return (
      <span className="account-wishlist__image account-wishlist__placeholder" data-testid="wishlist-placeholder">
        Mitti Studio
      </span>
    );
  }
  return (
    <img
      className="account-wishlist__image"
      src={item.imageUrl}
      alt=""
      loading="lazy"
      onError={() => setFailedSrc(item.imageUrl)}
    />
  );
}

/** A saved piece; one that is sold out says so and cannot go into the cart (`stock` from the API, if known). */
export function WishlistCard({ item, stock }: { item: WishlistItem; stock?: number | null }) {
  const dispatch = useAppDispatch();
  const stockId = useId();
  const productPath = paths.product(item.id);
  const soldOut = isSoldOut(stock);

  const addToCart = () => {
    if (soldOut) {
      notify.error(`${item.name} is out of stock`);
      return;
    }
    dispatch(
      addedToCart({
        id: item.id,
        name: item.name,
        price: item.price,
        imageUrl: item.imageUrl,
        category: item.category,
        quantity: 1,
      }),
    );
    notify.success(`${item.name} added to cart`);
  };

  const remove = () => {
    dispatch(removedFromWishlist(item.id));
    notify.success(`${item.name} removed from wishlist`);
  };

  return (
    <li className="account-wishlist__card" data-testid="wishlist-item">
      {/* The image repeats the name link for pointer users; keyboard and screen readers use the name. */}
      <Link to={productPath} className="account-wishlist__image-link" tabIndex={-1} aria-hidden="true">
        <WishlistImage item={item} />
      </Link>
      <div className="account-wishlist__body">
        <h2 className="account-wishlist__name">
          <Link to={productPath}>{item.name}</Link>
        </h2>
        <p className="account-wishlist__category">{item.category || 'Ceramics'}</p>
        <p className="account-wishlist__price">{formatRupees(item.price)}</p>
        {soldOut && (
          <p id={stockId} className="account-wishlist__stock">
            Out of Stock
          </p>
        )}
        <div className="account-wishlist__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={addToCart}
            disabled={soldOut}
            aria-describedby={soldOut ? stockId : undefined}
          >
            Add to Cart
          </button>
          <button
            type="button"
            className="button button--ghost"
            aria-label={`Remove ${item.name} from wishlist`}
            onClick={remove}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
