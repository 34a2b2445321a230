import type { ReactNode } from 'react';
import { ActionForm, formFields, type FieldOf, type Product } from '@mitti/shared';
import { useAddToCart } from '../../use-add-to-cart';

interface Props {
  /** The products whose cards are inside: an Add to Cart posts its product's id as the button's own value. */
  products: readonly Product[];
  children: ReactNode;
}

/**
 * One cart form (decision 035) around a list of product cards, instead of one in every card (issue 58, decision
 * 103): each card's Add to Cart is a submit button carrying its product's id (`productId`), so the post is the
 * same `intent=add&productId=...` the cart's server has always answered, and a page of 27 cards sends 2 hidden
 * fields instead of 54. Once the app runs it adds the product the pressed button names.
 */
export function CardCartForm({ products, children }: Props) {
  const addToCart = useAddToCart();
  return (
    <ActionForm
      action="cart"
      className="catalog-card-form"
      onSubmit={(fields) => {
        const { productId } = formFields('cart', fields);
        const product = products.find(({ id }) => id === productId);
        if (product) addToCart(product);
      }}
    >
      <input type="hidden" name={'intent' satisfies FieldOf<'cart'>} value="add" />
      {children}
    </ActionForm>
  );
}
