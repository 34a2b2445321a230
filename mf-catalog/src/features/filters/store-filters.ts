import {
  DEFAULT_SORT,
  POPULAR_FILTERS,
  PRICE_BANDS,
  SORT_OPTIONS,
  type PopularFilter,
  type PriceBandId,
  type SortOrder,
} from './filter-options';

/**
 * The store's filters. They live only in the URL query (shareable, reloadable, Back/Forward); this is
 * the parsed form. `tag` is the single tag a product page links to (`/store?tag=vase`, the page title
 * names it); `tags` are the tags picked in the panel.
 */
export interface StoreFilters {
  /** Words searched for (the navbar's search box sends the shopper to `/store?q=...`). */
  q: string | null;
  tag: string | null;
  categories: string[];
  materials: string[];
  tags: string[];
  popular: PopularFilter[];
  price: PriceBandId | null;
  sort: SortOrder;
}

export const NO_FILTERS: StoreFilters = {
  q: null,
  tag: null,
  categories: [],
  materials: [],
  tags: [],
  popular: [],
  price: null,
  sort: DEFAULT_SORT,
};

/** Query parameter names (the filter panel's field names): `tag` and `category` as SPEC section 2 names them. */
export const FILTER_PARAMS = {
  q: 'q',
  tag: 'tag',
  categories: 'category',
  materials: 'material',
  tags: 'tags',
  popular: 'popular',
  price: 'price',
  sort: 'sort',
} as const;

const isPopular = (value: string): value is PopularFilter => POPULAR_FILTERS.some((p) => p.id === value);
const isPriceBand = (value: string): value is PriceBandId => PRICE_BANDS.some((b) => b.id === value);
const isSort = (value: string): value is SortOrder => SORT_OPTIONS.some((s) => s.id === value);
const distinct = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/** Reads the filters from a URL query; unknown values are ignored rather than breaking the page. */
export function parseStoreFilters(params: URLSearchParams): StoreFilters {
  const price = params.get(FILTER_PARAMS.price);
  const sort = params.get(FILTER_PARAMS.sort);
  return {
    q: params.get(FILTER_PARAMS.q)?.trim() || null,
    tag: params.get(FILTER_PARAMS.tag)?.trim() || null,
    categories: distinct(params.getAll(FILTER_PARAMS.categories)),
    materials: distinct(params.getAll(FILTER_PARAMS.materials)),
    tags: distinct(params.getAll(FILTER_PARAMS.tags)),
    popular: distinct(params.getAll(FILTER_PARAMS.popular)).filter(isPopular),
    price: price && isPriceBand(price) ? price : null,
    sort: sort && isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/** Writes the filters as a URL query; defaults are left out so an unfiltered store is plain `/store`. */
export function toSearchParams(filters: StoreFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set(FILTER_PARAMS.q, filters.q);
  if (filters.tag) params.set(FILTER_PARAMS.tag, filters.tag);
  for (const category of filters.categories) params.append(FILTER_PARAMS.categories, category);
  for (const material of filters.materials) params.append(FILTER_PARAMS.materials, material);
  for (const tag of filters.tags) params.append(FILTER_PARAMS.tags, tag);
  for (const popular of filters.popular) params.append(FILTER_PARAMS.popular, popular);
  if (filters.price) params.set(FILTER_PARAMS.price, filters.price);
  if (filters.sort !== DEFAULT_SORT) params.set(FILTER_PARAMS.sort, filters.sort);
  return params;
}

/** SPEC section 4: any filter or a non-default sort counts as filtered. */
export function isFiltered(filters: StoreFilters): boolean {
  return (
    filters.q !== null ||
    filters.tag !== null ||
    filters.categories.length > 0 ||
    filters.materials.length > 0 ||
    filters.tags.length > 0 ||
    filters.popular.length > 0 ||
    filters.price !== null ||
    filters.sort !== DEFAULT_SORT
  );
}
