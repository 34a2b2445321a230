import { useState } from 'react';
import { ActionForm, formFields, notify, paths, type FieldOf, type Product, useNavigate } from '@mitti/shared';
import { WishlistButton } from '../products/components/product-card/wishlist-button';
import { isOutOfStock, maxQuantity } from '../products/product-facts';
import { useAddToCart } from '../products/use-add-to-cart';
import { acceptedQuantity, QuantityStepper } from './quantity-stepper';
import { SHARE_MESSAGES, shareProduct } from './share-product';
import { useWords } from '../../words/words';
import { ownersText } from '@mitti/shared/remote-words';

/**
 * Quantity, Add to Cart, Buy Now, Share and the wishlist heart. Add to Cart and Buy Now are a form the
 * cart's server answers before the app runs (decision 035); once it runs, the app adds without a page load.
 */
export function ProductPurchase({ product }: { product: Product }) {
  const t = useWords();
  const [quantity, setQuantity] = useState(1);
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const soldOut = isOutOfStock(product);

  const share = async () => {
    // Shared as the page names it (decision 112).
    const name = ownersText(t, product, 'name').text;
    const outcome = await shareProduct({
      title: name,
      text: t('{name} from Mitti Studio', { name }),
      url: window.location.href,
    });
    if (outcome === 'copied') notify.success(t(SHARE_MESSAGES.copied));
    else if (outcome === 'cancelled') notify.info(t(SHARE_MESSAGES.cancelled));
    else if (outcome === 'failed') notify.error(t(SHARE_MESSAGES.failed));
  };

  // The quantity as the field holds it: one the shop does not take adds nothing and says why.
  const submit = (fields: FormData) => {
    const posted = formFields('cart', fields);
    const max = maxQuantity(product);
    const wanted = posted.quantity === undefined ? quantity : acceptedQuantity(posted.quantity, max);
    if (wanted === null) {
      notify.error(t('Choose a quantity from 1 to {cap}.', { cap: Math.max(1, max) }));
      return;
    }
    const added = addToCart(product, wanted);
    if (added && posted.intent === 'buy') navigate(paths.checkout());
  };

  return (
    <ActionForm action="cart" className="catalog-purchase" onSubmit={submit}>
      <input type="hidden" name={'productId' satisfies FieldOf<'cart'>} value={product.id} />
      {soldOut ? (
        <p className="catalog-purchase__sold-out">{t('Out of Stock')}</p>
      ) : (
        <QuantityStepper
          name={'quantity' satisfies FieldOf<'cart'>}
          value={quantity}
          max={maxQuantity(product)}
          onChange={setQuantity}
        />
      )}
      <div className="catalog-purchase__buttons">
        <button
          type="submit"
          name={'intent' satisfies FieldOf<'cart'>}
          value="add"
          className="button button--primary"
          disabled={soldOut}
        >
          {t('Add to Cart')}
        </button>
        <button
          type="submit"
          name={'intent' satisfies FieldOf<'cart'>}
          value="buy"
          className="button button--ghost"
          disabled={soldOut}
        >
          {t('Buy Now')}
        </button>
        {/* Sharing is the app's (the share sheet, else the copied link): not shown before it runs, its room kept. */}
        <button type="button" className="button button--ghost" onClick={() => void share()} data-needs-app="keep-room">
          {t('Share')}
        </button>
        <WishlistButton product={product} />
      </div>
    </ActionForm>
  );
}
