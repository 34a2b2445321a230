import { useMemo, type ReactNode } from 'react';
import { Link, type ApiQueryError } from '@mitti/shared';
import { ProductGrid } from '../products/components/product-card/product-grid';
import { useGetProductsQuery } from '../products/api/get-products';
import { applyFilters, deriveCategories, deriveMaterials } from '../filters/apply-filters';
import { FilterChips } from '../filters/filter-chips';
import { FilterPanel } from '../filters/filter-panel';
import { NO_FILTERS, isFiltered } from '../filters/store-filters';
import { useStoreFilters } from '../filters/use-store-filters';
import { EmbedLoadError } from './embed-load-error';

interface Props {
  /** The shop's API as the partner configured it, named when it cannot be reached. */
  apiBaseUrl: string;
  limit?: number;
  showFilters: boolean;
  /** The last add-to-cart message, announced politely. */
  status: string;
  /** On a partner's site, the link that takes what was added to the shop's cart (embed-cart-link.tsx). */
  cartLink?: ReactNode;
}

/** The embedded catalogue: a product grid with optional filters, its filters kept in the memory router. */
export function EmbedCatalog({ apiBaseUrl, limit, showFilters, status, cartLink }: Props) {
  const { filters, setFilters, hrefOf } = useStoreFilters();
  const { data: products = [], isLoading, isFetching, isError, error, refetch } = useGetProductsQuery();
  const results = useMemo(() => applyFilters(products, filters), [products, filters]);
  const shown = limit && limit > 0 ? results.slice(0, limit) : results;

  let content: ReactNode;
  if (isLoading || (isError && isFetching)) content = <p className="page-status">Loading products...</p>;
  else if (isError)
    content = (
      <EmbedLoadError
        error={error as ApiQueryError | undefined}
        apiBaseUrl={apiBaseUrl}
        onRetry={() => void refetch()}
      />
    );
  else if (products.length === 0)
    content = <p className="page-status">No products available at the moment. Please check back later.</p>;
  else if (shown.length === 0)
    content = (
      <div className="page-status">
        <p>No products match your selected filters.</p>
        <Link className="button button--primary" to={hrefOf(NO_FILTERS)}>
          Clear Filters
        </Link>
      </div>
    );
  else content = <ProductGrid products={shown} label="Mitti Studio products" />;

  return (
    <div className="catalog-embed">
      {showFilters && (
        <div className="catalog-embed__toolbar">
          <FilterPanel
            filters={filters}
            categories={deriveCategories(products)}
            materials={deriveMaterials(products)}
            hrefOf={hrefOf}
            onApply={setFilters}
            toggleClassName="button button--ghost"
          />
          {isFiltered(filters) && <FilterChips filters={filters} hrefOf={hrefOf} clearHref={hrefOf(NO_FILTERS)} />}
        </div>
      )}
      {content}
      <p className="catalog-embed__status" role="status" aria-live="polite">
        {status}
      </p>
      {cartLink}
    </div>
  );
}
