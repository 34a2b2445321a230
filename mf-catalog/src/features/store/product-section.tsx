import { useId, type ReactNode } from 'react';
import type { Product, WordValues } from '@mitti/shared';
import { ProductGrid } from '../products/components/product-card/product-grid';
import { useWords, type CatalogText } from '../../words/words';

interface Props {
  /** The section's heading as its English text (its values in `values`), said here in the page's words. */
  title: CatalogText;
  values?: WordValues;
  products: readonly Product[];
  children?: ReactNode;
  /** The section at the top of its page: its first row's photos load first. */
  firstView?: boolean;
  /** A section the catalogue below repeats: one row to swipe on a phone. */
  rail?: boolean;
}

export function ProductSection({ title, values, products, children, firstView = false, rail = false }: Props) {
  const t = useWords();
  const headingId = useId();
  const heading = t(title, values);
  return (
    <section className="catalog-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title catalog-section__title">
        {heading}
      </h2>
      {children}
      <ProductGrid products={products} label={heading} firstView={firstView} rail={rail} />
    </section>
  );
}
