import { Link, type Product } from '@mitti/shared';
import type { StoreFilters } from '../filters/store-filters';
import { ProductSection } from './product-section';

interface Props {
  filters: StoreFilters;
  results: readonly Product[];
  total: number;
  /** The store without filters: Clear Filters is a link, so it works before the app runs. */
  clearHref: string;
}

/** The filtered store: the count, the matches, or why there are none (SPEC section 2). */
export function FilteredResults({ filters, results, total, clearHref }: Props) {
  if (results.length === 0) {
    if (filters.tag && !filters.q) {
      return <p className="page-status">No products found with the tag &quot;{filters.tag}&quot;</p>;
    }
    return (
      <div className="page-status">
        <p>{filters.q ? `No products match "${filters.q}".` : 'No products match your selected filters.'}</p>
        <Link className="button button--primary" to={clearHref}>
          Clear Filters
        </Link>
      </div>
    );
  }
  return (
    <ProductSection title={`FILTERED RESULTS (${results.length})`} products={results} firstView>
      <p className="catalog-section__count" role="status">
        Showing {results.length} out of {total} products
      </p>
    </ProductSection>
  );
}
