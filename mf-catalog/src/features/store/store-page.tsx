import { useMemo, type ReactNode } from 'react';
import { Link, usePageTitle, type RemoteModules } from '@mitti/shared';
import { useGetProductsQuery } from '../products/api/get-products';
import { useSearchProductsQuery } from '../products/api/search-products';
import { applyFilters, deriveCategories, deriveMaterials } from '../filters/apply-filters';
import { FilterChips } from '../filters/filter-chips';
import { FilterPanel } from '../filters/filter-panel';
import { NO_FILTERS, isFiltered } from '../filters/store-filters';
import { useStoreFilters } from '../filters/use-store-filters';
import { useWords } from '../../words/words';
import { FilteredResults } from './filtered-results';
import { StoreSections } from './store-sections';
import { useProductsLoadError } from './use-products-load-error';
import './store.css';
import './store-filter-toggle.css';

function StorePage() {
  const t = useWords();
  const { filters, setFilters, hrefOf } = useStoreFilters();
  const { data: products = [], isLoading, isError } = useGetProductsQuery();
  const search = useSearchProductsQuery(filters.q ?? '', { skip: !filters.q });
  useProductsLoadError(isError || search.isError);

  const title = filters.tag ? t('Products tagged with "{tag}"', { tag: filters.tag }) : t('Products');
  usePageTitle(title, t('Handcrafted bowls, mugs, vases, plates and planters from Mitti Studio, priced in rupees.'));

  const filtered = isFiltered(filters);
  const matches = filters.q ? search.data : products;
  const results = useMemo(() => applyFilters(matches ?? [], filters), [matches, filters]);
  const categories = useMemo(() => deriveCategories(products), [products]);
  const materials = useMemo(() => deriveMaterials(products), [products]);

  let content: ReactNode;
  if (isLoading || (filters.q && search.isFetching && !search.data)) {
    content = <p className="page-status">{t('Loading products...')}</p>;
  } else if (products.length === 0)
    content = <p className="page-status">{t('No products available at the moment. Please check back later.')}</p>;
  else if (filtered)
    content = (
      <FilteredResults filters={filters} results={results} total={products.length} clearHref={hrefOf(NO_FILTERS)} />
    );
  else content = <StoreSections products={products} />;

  return (
    <div className="page catalog-store" lang={t.lang}>
      <div className="catalog-store__header">
        <h1 className="page__title">{title}</h1>
        {filters.tag ? (
          <Link className="button button--ghost" to={hrefOf({ ...filters, tag: null })}>
            {t('Clear tag filter')}
          </Link>
        ) : (
          filtered && (
            <Link className="button button--ghost" to={hrefOf(NO_FILTERS)}>
              {t('View all products')}
            </Link>
          )
        )}
        {/*
          In the title's row, taking no place in it. On a phone the floating Filter button floats from there: with
          no top or bottom a fixed box keeps the place the page's flow gives it, so the first view shows it beside
          the title, over no card (at the foot of the view it covered a card's name, issue 53), and scrolled it
          floats under the navbar. The row is as tall as the button and keeps its width clear
          (store-filter-toggle.css).
        */}
        <FilterPanel
          filters={filters}
          categories={categories}
          materials={materials}
          hrefOf={hrefOf}
          onApply={setFilters}
          toggleClassName="button button--primary catalog-filter-toggle"
        />
      </div>
      <FilterChips filters={filters} hrefOf={hrefOf} clearHref={hrefOf(NO_FILTERS)} />
      {content}
    </div>
  );
}

export default StorePage satisfies RemoteModules['catalog/StorePage'];
