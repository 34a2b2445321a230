import { useId, type ReactNode } from 'react';
import type { Product } from '@mitti/shared';
import { ProductGrid } from '../products/components/product-card/product-grid';

interface Props {
  title: string;
  products: readonly Product[];
  children?: ReactNode;
  /** The section at the top of its page: its first row's photos load first. */
  firstView?: boolean;
  /** A section the catalogue below repeats: one row to swipe on a phone. */
  rail?: boolean;
}

export function ProductSection({ title, products, children, firstView = false, rail = false }: Props) {
  const headingId = useId();
  return (
    <section className="catalog-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title catalog-section__title">
        {title}
      </h2>
      {children}
      <ProductGrid products={products} label={title} firstView={firstView} rail={rail} />
    </section>
  );
}
