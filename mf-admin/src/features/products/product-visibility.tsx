import { useId, useState } from 'react';
import { getErrorMessage, useNavigate, paths } from '@mitti/shared';
import { FormMessage, type Outcome } from '../../components/form-message';
import { useDeleteProductMutation, useSetProductHiddenMutation, type OwnerProduct } from './admin-products-api';

export const ONLY_HIDDEN = 'Orders name this product, so it can only be hidden, not deleted.';
export const hiddenMessage = (name: string) => `${name} is hidden: shoppers no longer find it on the store.`;
export const shownMessage = (name: string) => `${name} is on the store again.`;
export const deletedMessage = (name: string) => `${name} deleted.`;

/**
 * Whether shoppers see the product (decision 070): the owner takes it off the store and puts it back, and
 * deletes one added by mistake, after saying so twice. A product an order names can only be hidden; the API
 * refuses to delete it too.
 */
export function ProductVisibility({ product }: { product: OwnerProduct }) {
  const titleId = useId();
  const navigate = useNavigate();
  const [setHidden, { isLoading: moving }] = useSetProductHiddenMutation();
  const [deleteProduct, { isLoading: deleting }] = useDeleteProductMutation();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<Outcome | null>(null);

  const toggle = async () => {
    setMessage(null);
    try {
      const saved = await setHidden({ id: product.id, hidden: !product.hidden }).unwrap();
      setMessage({ text: saved.hidden ? hiddenMessage(saved.name) : shownMessage(saved.name), failed: false });
    } catch (failure) {
      setMessage({ text: getErrorMessage(failure), failed: true });
    }
  };
  const remove = async () => {
    setMessage(null);
    try {
      await deleteProduct(product.id).unwrap();
      void navigate(paths.adminProducts(), { state: { notice: deletedMessage(product.name) } });
    } catch (failure) {
      setConfirming(false);
      setMessage({ text: getErrorMessage(failure), failed: true });
    }
  };

  return (
    <section className="admin-card admin-form" aria-labelledby={titleId}>
      <h2 id={titleId}>On the store</h2>
      <p>
        {product.hidden
          ? 'Hidden: shoppers do not see it on the store, in search or at its address. Orders that name it keep it.'
          : 'Shown on the store.'}
      </p>
      <p>
        <button type="button" className="button button--primary" disabled={moving} onClick={() => void toggle()}>
          {product.hidden ? 'Show on the store' : 'Hide from the store'}
        </button>
      </p>
      {product.inOrders ? (
        <p className="admin-hint">{ONLY_HIDDEN}</p>
      ) : confirming ? (
        <div role="group" aria-label="Confirm deletion">
          <p>Delete {product.name} for good? This cannot be undone.</p>
          <button type="button" className="button button--primary" disabled={deleting} onClick={() => void remove()}>
            Delete for good
          </button>{' '}
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      ) : (
        <p>
          <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
            Delete product
          </button>
        </p>
      )}
      <FormMessage message={message} />
    </section>
  );
}
