import { useState } from 'react';
import { notify, type Product, useNavigate } from '@mitti/shared';
import { WishlistButton } from '../../components/product-card/wishlist-button';
import { isOutOfStock, maxQuantity } from '../products/product-facts';
import { useAddToCart } from '../products/use-add-to-cart';
import { QuantityStepper } from './quantity-stepper';
import { SHARE_MESSAGES, shareProduct } from './share-product';

/** Quantity, Add to Cart, Buy Now, Share and the wishlist heart. */
export function ProductPurchase({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const soldOut = isOutOfStock(product);

  const share = async () => {
    const outcome = await shareProduct({
      title: product.name,
      text: `${product.name} from Mitti Studio`,
      url: window.location.href,
    });
    if (outcome === 'copied') notify.success(SHARE_MESSAGES.copied);
    else if (outcome === 'cancelled') notify.info(SHARE_MESSAGES.cancelled);
    else if (outcome === 'failed') notify.error(SHARE_MESSAGES.failed);
  };

  return (
    <div className="catalog-purchase">
      {soldOut ? (
        <p className="catalog-purchase__sold-out">Out of Stock</p>
      ) : (
        <QuantityStepper value={quantity} max={maxQuantity(product)} onChange={setQuantity} />
      )}
      <div className="catalog-purchase__buttons">
        <button
          type="button"
          className="button button--primary"
          disabled={soldOut}
          onClick={() => addToCart(product, quantity)}
        >
          Add to Cart
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={soldOut}
          onClick={() => {
            if (addToCart(product, quantity)) navigate('/checkout');
          }}
        >
          Buy Now
        </button>
        <button type="button" className="button button--ghost" onClick={() => void share()}>
          Share
        </button>
        <WishlistButton product={product} period />
      </div>
    </div>
  );
}
