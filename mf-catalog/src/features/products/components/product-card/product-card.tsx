import { useId } from 'react';
import { formatRupees, type FieldOf, type Product } from '@mitti/shared';
import { ownersText } from '@mitti/shared/remote-words';
import { imagesOf, isOutOfStock, photoOf } from '../../product-facts';
import { useCatalogSurface } from '../../../../lib/catalog-surface';
import { ProductImage } from './product-image';
import { ProductLink } from './product-link';
import { WishlistButton } from './wishlist-button';
import { useWords } from '../../../../words/words';
import './product-card.css';

/** A card's picture: the whole width of a phone, half of a tablet, a grid column (about 280 px) above. */
export const CARD_SIZES = '(max-width: 560px) calc(100vw - 2rem), (max-width: 820px) calc(50vw - 2rem), 280px';

/**
 * SPEC section 2, product card. The name is the card's link and stretches over the whole card, so a
 * click anywhere opens the product while the heart and Add to Cart stay real buttons. An out-of-stock
 * card has no link at all (not clickable), is dimmed and carries an overlay and a label. Its Add to Cart submits
 * the CardCartForm around the cards (card-cart-form.tsx), which a card is always rendered inside.
 */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const t = useWords();
  const surface = useCatalogSurface();
  const images = imagesOf(product);
  const soldOut = isOutOfStock(product);
  const stockId = useId();
  const name = ownersText(t, product, 'name');
  return (
    <article
      className={`catalog-card ${soldOut ? 'catalog-card--sold-out' : ''}`}
      data-testid="product-card"
      aria-label={name.text}
    >
      <div className="catalog-card__media">
        <ProductImage
          src={images[0]}
          photo={photoOf(product, images[0])}
          sizes={CARD_SIZES}
          alt={t('{name}, view {n}', { name: name.text, n: 1 })}
          priority={priority}
        />
        {images.length > 1 && <span className="catalog-card__badge">{t('{n} images', { n: images.length })}</span>}
        {soldOut && (
          <div className="catalog-card__overlay" aria-hidden="true">
            {t('Out of Stock')}
          </div>
        )}
      </div>
      {surface.showWishlist && <WishlistButton product={product} className="catalog-card__wishlist" />}
      <div className="catalog-card__body">
        <h3 className="catalog-card__name" lang={name.lang}>
          {soldOut ? (
            name.text
          ) : (
            <ProductLink productId={product.id} className="catalog-card__link">
              {name.text}
            </ProductLink>
          )}
        </h3>
        <p className="catalog-card__price">{formatRupees(product.price)}</p>
        {soldOut && (
          <p id={stockId} className="catalog-card__stock">
            {t('Out of Stock')}
          </p>
        )}
        <button
          type="submit"
          name={'productId' satisfies FieldOf<'cart'>}
          value={product.id}
          className={`button button--primary catalog-card__add ${soldOut ? 'catalog-card__add--sold-out' : ''}`}
          // Still operable: pressing it says why the product cannot be added (SPEC section 5).
          aria-describedby={soldOut ? stockId : undefined}
        >
          {t('Add to Cart')}
        </button>
      </div>
    </article>
  );
}
