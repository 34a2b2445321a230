import type { Product } from '@mitti/shared';
import { createdSeconds } from '../products/product-facts';
import { DEFAULT_SORT, PRICE_BANDS, type PriceBandId, type SortOrder } from './filter-options';
import type { StoreFilters } from './store-filters';

// Case-insensitive without localeCompare: a browser's first collator starts ICU, a 30-90 ms pause inside the
// first page's hydration (decision 031).
const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const alphabetical = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};
const hasTag = (product: Product, tag: string) => (product.tags ?? []).some((t) => sameText(t, tag));

/** Inclusive on both ends (see PRICE_BANDS). */
export function isInPriceBand(price: number, bandId: PriceBandId): boolean {
  const band = PRICE_BANDS.find((b) => b.id === bandId);
  return band !== undefined && price >= band.min && price <= band.max;
}

/** SPEC section 5: every active criterion must hold; within one criterion any selected value will do. */
export function matchesFilters(product: Product, filters: StoreFilters): boolean {
  if (filters.tag && !hasTag(product, filters.tag)) return false;
  if (filters.categories.length && !filters.categories.some((c) => sameText(c, product.category))) return false;
  if (filters.materials.length && !filters.materials.some((m) => sameText(m, product.materialType ?? ''))) return false;
  if (filters.tags.length && !filters.tags.some((tag) => hasTag(product, tag))) return false;
  if (filters.popular.length && !filters.popular.some((flag) => hasTag(product, flag))) return false;
  if (filters.price && !isInPriceBand(product.price, filters.price)) return false;
  return true;
}

/** Newest first by createdAt seconds, products without a date last; ties keep the API's order. */
function byNewest(a: Product, b: Product): number {
  const sa = createdSeconds(a);
  const sb = createdSeconds(b);
  if (sa === null && sb === null) return 0;
  if (sa === null) return 1;
  if (sb === null) return -1;
  return sb - sa;
}

export function sortProducts(products: readonly Product[], sort: SortOrder): Product[] {
  const copy = [...products];
  if (sort === 'price-asc') return copy.sort((a, b) => a.price - b.price);
  if (sort === 'price-desc') return copy.sort((a, b) => b.price - a.price);
  return copy.sort(byNewest);
}

/**
 * The products that pass every filter, sorted. `products` are a search's matches when `q` is set: the API
 * has matched the words and ranked them, and that best-match order stands unless a sort is chosen.
 */
export function applyFilters(products: readonly Product[], filters: StoreFilters): Product[] {
  const matches = products.filter((product) => matchesFilters(product, filters));
  return filters.q && filters.sort === DEFAULT_SORT ? matches : sortProducts(matches, filters.sort);
}

function distinctSorted(values: (string | undefined)[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const trimmed = value?.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()].sort(alphabetical);
}

/** SPEC section 3: the panel's categories and materials come from the products themselves. */
export function deriveCategories(products: readonly Product[]): string[] {
  return distinctSorted(products.map((p) => p.category));
}

export function deriveMaterials(products: readonly Product[]): string[] {
  return distinctSorted(products.map((p) => p.materialType));
}

export function latestArrivals(products: readonly Product[], count: number): Product[] {
  return sortProducts(products, 'newest').slice(0, count);
}

export function popularItems(products: readonly Product[], count: number): Product[] {
  return products.filter((p) => p.isPopular === true).slice(0, count);
}

/** SPEC: up to 4 of the same category, the current product excluded. */
export function similarProducts(products: readonly Product[], current: Product, count: number): Product[] {
  return products.filter((p) => p.id !== current.id && sameText(p.category, current.category)).slice(0, count);
}
