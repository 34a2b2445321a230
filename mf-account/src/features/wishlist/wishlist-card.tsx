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
import { useWords } from '../../words/words';

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
  const t = useWords();
  const dispatch = useAppDispatch();
  const stockId = useId();
  const productPath = paths.product(item.id);
  const soldOut = isSoldOut(stock);

  const addToCart = () => {
    if (soldOut) {
      notify.error(t('{name} is out of stock', { name: item.name }));
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
    notify.success(t('{name} added to cart', { name: item.name }));
  };

  const remove = () => {
    dispatch(removedFromWishlist(item.id));
    notify.success(t('{name} removed from wishlist', { name: item.name }));
  };

  return (
    <li className="account-wishlist__card" data-testid="wishlist-item">
      {/* The image repeats the name link for pointer users; keyboard and screen readers use the name. */}
      <Link to={productPath} className="account-wishlist__image-link" tabIndex={-1} aria-hidden="true">
        <WishlistImage item={item} />
      </Link>
      <div className="account-wishlist__body">
        {/* The owner's words (the piece's name and category) stay English, and say so. */}
        <h2 className="account-wishlist__name" lang={t.en}>
          <Link to={productPath}>{item.name}</Link>
        </h2>
        <p className="account-wishlist__category" lang={t.en}>
          {item.category || 'Ceramics'}
        </p>
        <p className="account-wishlist__price">{formatRupees(item.price)}</p>
        {soldOut && (
          <p id={stockId} className="account-wishlist__stock">
            {t('Out of Stock')}
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
            {t('Add to Cart')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            aria-label={t('Remove {name} from wishlist', { name: item.name })}
            onClick={remove}
          >
            {t('Remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
