import { Link, type Product } from '@mitti/shared';
import type { StoreFilters } from '../filters/store-filters';
import { ProductSection } from './product-section';
import { useWords } from '../../words/words';

interface Props {
  filters: StoreFilters;
  results: readonly Product[];
  total: number;
  /** The store without filters: Clear Filters is a link, so it works before the app runs. */
  clearHref: string;
}

/** The filtered store: the count, the matches, or why there are none (SPEC section 2). */
export function FilteredResults({ filters, results, total, clearHref }: Props) {
  const t = useWords();
  if (results.length === 0) {
    if (filters.tag && !filters.q) {
      return <p className="page-status">{t('No products found with the tag "{tag}"', { tag: filters.tag })}</p>;
    }
    return (
      <div className="page-status">
        <p>
          {filters.q ? t('No products match "{q}".', { q: filters.q }) : t('No products match your selected filters.')}
        </p>
        <Link className="button button--primary" to={clearHref}>
          {t('Clear Filters')}
        </Link>
      </div>
    );
  }
  return (
    <ProductSection title="FILTERED RESULTS ({n})" values={{ n: results.length }} products={results} firstView>
      <p className="catalog-section__count" role="status">
        {t('Showing {n} out of {total} products', { n: results.length, total })}
      </p>
    </ProductSection>
  );
}
