import type { Product } from '@mitti/shared';
import { CardCartForm } from './card-cart-form';
import { ProductCard } from './product-card';

/** Cards in the first row of the widest layout: their photos are what a shopper sees first. */
const FIRST_ROW = 4;

interface Props {
  products: readonly Product[];
  label?: string;
  /**
   * The grid at the top of its page: its first row's photos load first. Every other grid's photos load as
   * the shopper scrolls to them, so they do not compete with the first view's photo and scripts.
   */
  firstView?: boolean;
  /** On a phone, one row the shopper swipes instead of rows down the page (a section the catalogue repeats). */
  rail?: boolean;
}

export function ProductGrid({ products, label, firstView = false, rail = false }: Props) {
  return (
    <CardCartForm products={products}>
      <ul className={rail ? 'catalog-grid catalog-grid--rail' : 'catalog-grid'} aria-label={label}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} priority={firstView && index < FIRST_ROW} />
          </li>
        ))}
      </ul>
    </CardCartForm>
  );
}
