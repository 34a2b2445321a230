import { useMemo, useState, type ReactNode } from 'react';
import { usePageTitle, type RemoteModules } from '@mitti/shared';
import { useGetProductsQuery } from '../products/api/get-products';
import { useSearchProductsQuery } from '../products/api/search-products';
import { applyFilters, deriveCategories, deriveMaterials } from '../filters/apply-filters';
import { FilterChips } from '../filters/filter-chips';
import { FilterPanel } from '../filters/filter-panel';
import { isFiltered, type StoreFilters } from '../filters/store-filters';
import { useStoreFilters } from '../filters/use-store-filters';
import { FilteredResults } from './filtered-results';
import { StoreSections } from './store-sections';
import { useProductsLoadError } from './use-products-load-error';
import './store.css';

function StorePage() {
  const { filters, setFilters, clearFilters } = useStoreFilters();
  const { data: products = [], isLoading, isError } = useGetProductsQuery();
  const search = useSearchProductsQuery(filters.q ?? '', { skip: !filters.q });
  const [panelOpen, setPanelOpen] = useState(false);
  useProductsLoadError(isError || search.isError);

  const title = filters.tag ? `Products tagged with "${filters.tag}"` : 'Products';
  usePageTitle(title, 'Handcrafted bowls, mugs, vases, plates and planters from Mitti Studio, priced in rupees.');

  const filtered = isFiltered(filters);
  const matches = filters.q ? search.data : products;
  const results = useMemo(() => applyFilters(matches ?? [], filters), [matches, filters]);
  const categories = useMemo(() => deriveCategories(products), [products]);
  const materials = useMemo(() => deriveMaterials(products), [products]);
  const apply = (next: StoreFilters) => {
    setFilters(next);
    setPanelOpen(false);
  };

  let content: ReactNode;
  if (isLoading || (filters.q && search.isFetching && !search.data)) {
    content = <p className="page-status">Loading products...</p>;
  } else if (products.length === 0)
    content = <p className="page-status">No products available at the moment. Please check back later.</p>;
  else if (filtered)
    content = (
      <FilteredResults filters={filters} results={results} total={products.length} onClearFilters={clearFilters} />
    );
  else content = <StoreSections products={products} />;

  return (
    <div className="page catalog-store">
      <div className="catalog-store__header">
        <h1 className="page__title">{title}</h1>
        {filters.tag ? (
          <button type="button" className="button button--ghost" onClick={() => setFilters({ ...filters, tag: null })}>
            Clear tag filter
          </button>
        ) : (
          filtered && (
            <button type="button" className="button button--ghost" onClick={clearFilters}>
              View all products
            </button>
          )
        )}
      </div>
      <FilterChips filters={filters} onChange={setFilters} onClearAll={clearFilters} />
      {content}
      <button
        type="button"
        className="button button--primary catalog-filter-toggle"
        aria-haspopup="dialog"
        aria-expanded={panelOpen}
        onClick={() => setPanelOpen(true)}
      >
        Filter Products
      </button>
      {panelOpen && (
        <FilterPanel
          filters={filters}
          categories={categories}
          materials={materials}
          onApply={apply}
          onClose={() => setPanelOpen(false)}
        />
      )}
    </div>
  );
}

export default StorePage satisfies RemoteModules['catalog/StorePage'];
