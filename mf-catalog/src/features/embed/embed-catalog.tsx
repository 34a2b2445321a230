import { useMemo, useState, type ReactNode } from 'react';
import type { ApiQueryError } from '@mitti/shared';
import { ProductGrid } from '../../components/product-card/product-grid';
import { useGetProductsQuery } from '../products/api/get-products';
import { applyFilters, deriveCategories, deriveMaterials } from '../filters/apply-filters';
import { FilterChips } from '../filters/filter-chips';
import { FilterPanel } from '../filters/filter-panel';
import { isFiltered, type StoreFilters } from '../filters/store-filters';
import { useStoreFilters } from '../filters/use-store-filters';
import { EmbedLoadError } from './embed-load-error';

interface Props {
  /** The shop's API as the partner configured it, named when it cannot be reached. */
  apiBaseUrl: string;
  limit?: number;
  showFilters: boolean;
  /** The last add-to-cart message, announced politely. */
  status: string;
}

/** The embedded catalogue: a product grid with optional filters, its filters kept in the memory router. */
export function EmbedCatalog({ apiBaseUrl, limit, showFilters, status }: Props) {
  const { filters, setFilters, clearFilters } = useStoreFilters();
  const { data: products = [], isLoading, isFetching, isError, error, refetch } = useGetProductsQuery();
  const [panelOpen, setPanelOpen] = useState(false);
  const results = useMemo(() => applyFilters(products, filters), [products, filters]);
  const shown = limit && limit > 0 ? results.slice(0, limit) : results;
  const apply = (next: StoreFilters) => {
    setFilters(next);
    setPanelOpen(false);
  };

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
        <button type="button" className="button button--primary" onClick={clearFilters}>
          Clear Filters
        </button>
      </div>
    );
  else content = <ProductGrid products={shown} label="Mitti Studio products" />;

  return (
    <div className="catalog-embed">
      {showFilters && (
        <div className="catalog-embed__toolbar">
          <button
            type="button"
            className="button button--ghost"
            aria-haspopup="dialog"
            aria-expanded={panelOpen}
            onClick={() => setPanelOpen(true)}
          >
            Filter Products
          </button>
          {isFiltered(filters) && <FilterChips filters={filters} onChange={setFilters} onClearAll={clearFilters} />}
        </div>
      )}
      {content}
      <p className="catalog-embed__status" role="status" aria-live="polite">
        {status}
      </p>
      {panelOpen && (
        <FilterPanel
          filters={filters}
          categories={deriveCategories(products)}
          materials={deriveMaterials(products)}
          onApply={apply}
          onClose={() => setPanelOpen(false)}
        />
      )}
    </div>
  );
}
