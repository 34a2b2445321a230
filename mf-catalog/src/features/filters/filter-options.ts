import type { CatalogText } from '../../words/texts';

/** The fixed choices of the Filter Products panel (SPEC section 9); their labels are English texts (decision 105). */

export interface PriceBand {
  id: PriceBandId;
  label: CatalogText;
  min: number;
  max: number;
}

export type PriceBandId = 'under-500' | '500-1000' | '1000-2000' | 'over-2000';

/**
 * SPEC: "price bands have inclusive bounds". Our reading: each band is the closed interval [min, max],
 * so a price exactly on a boundary belongs to both neighbouring bands (Rs. 500 shows under "Under Rs. 500"
 * and under "Rs. 500 - 1000"). Only one band is chosen at a time, so the overlap never double-counts;
 * it only means a shopper never misses a piece priced on the boundary.
 */
export const PRICE_BANDS: readonly PriceBand[] = [
  { id: 'under-500', label: 'Under Rs. 500', min: 0, max: 500 },
  { id: '500-1000', label: 'Rs. 500 - 1000', min: 500, max: 1000 },
  { id: '1000-2000', label: 'Rs. 1000 - 2000', min: 1000, max: 2000 },
  { id: 'over-2000', label: 'Over Rs. 2000', min: 2000, max: Number.POSITIVE_INFINITY },
];

export type PopularFilter = 'featured' | 'new' | 'sale' | 'best-seller';

export const POPULAR_FILTERS: readonly { id: PopularFilter; label: CatalogText }[] = [
  { id: 'featured', label: 'Featured' },
  { id: 'new', label: 'New Arrivals' },
  { id: 'sale', label: 'On Sale' },
  { id: 'best-seller', label: 'Best Sellers' },
];

export type SortOrder = 'newest' | 'price-asc' | 'price-desc';

export const DEFAULT_SORT: SortOrder = 'newest';

export const SORT_OPTIONS: readonly { id: SortOrder; label: CatalogText }[] = [
  { id: 'newest', label: 'Newest First' },
  { id: 'price-asc', label: 'Price: Low to High' },
  { id: 'price-desc', label: 'Price: High to Low' },
];

export const STATIC_TAGS: readonly string[] = [
  'featured',
  'sale',
  'new',
  'best-seller',
  'handmade',
  'artisan',
  'pottery',
  'ceramic',
  'stoneware',
  'porcelain',
  'tableware',
  'homeware',
  'vase',
  'bowl',
  'plate',
  'mug',
  'cup',
  'decorative',
  'functional',
  'unique',
  'traditional',
  'modern',
  'rustic',
  'minimalist',
  'exclusive',
  'limited',
];

export const LATEST_ARRIVALS_COUNT = 4;
export const POPULAR_ITEMS_COUNT = 4;
export const SIMILAR_PRODUCTS_COUNT = 4;
