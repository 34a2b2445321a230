import type { Product } from '@mitti/shared';
import { ProductCard } from './product-card';

/** Cards in the first row of the widest layout: their photos are what a shopper sees first. */
const FIRST_ROW = 4;

export function ProductGrid({ products, label }: { products: readonly Product[]; label?: string }) {
  return (
    <ul className="catalog-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}
