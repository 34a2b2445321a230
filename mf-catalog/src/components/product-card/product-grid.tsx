import type { Product } from '@mitti/shared';
import { ProductCard } from './product-card';

export function ProductGrid({ products, label }: { products: readonly Product[]; label?: string }) {
  return (
    <ul className="catalog-grid" aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
