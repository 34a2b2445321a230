import type { Words } from '@mitti/shared';
import type { CatalogText } from '../../words/texts';
import { DEFAULT_SORT, POPULAR_FILTERS, PRICE_BANDS, SORT_OPTIONS } from './filter-options';
import type { StoreFilters } from './store-filters';

export interface ActiveFilter {
  /** Stable key for React and tests, e.g. `category:Bowls`. */
  key: string;
  label: string;
  /** The filters without this one. */
  without: StoreFilters;
}

/** One removable chip per active filter, in the panel's order, labelled in the page's words (`t`). */
export function activeFilters(filters: StoreFilters, t: Words<CatalogText>): ActiveFilter[] {
  const labelOf = <T extends string>(list: readonly { id: T; label: CatalogText }[], id: T) => {
    const label = list.find((item) => item.id === id)?.label;
    return label ? t(label) : id;
  };
  const chips: ActiveFilter[] = [];
  if (filters.q)
    chips.push({
      key: `q:${filters.q}`,
      label: t('Search: "{q}"', { q: filters.q }),
      without: { ...filters, q: null },
    });
  if (filters.tag)
    chips.push({
      key: `tag:${filters.tag}`,
      label: t('Tag: {tag}', { tag: filters.tag }),
      without: { ...filters, tag: null },
    });
  for (const popular of filters.popular) {
    chips.push({
      key: `popular:${popular}`,
      label: labelOf(POPULAR_FILTERS, popular),
      without: { ...filters, popular: filters.popular.filter((p) => p !== popular) },
    });
  }
  for (const category of filters.categories) {
    chips.push({
      key: `category:${category}`,
      label: t('Category: {category}', { category }),
      without: { ...filters, categories: filters.categories.filter((c) => c !== category) },
    });
  }
  for (const material of filters.materials) {
    chips.push({
      key: `material:${material}`,
      label: t('Material: {material}', { material }),
      without: { ...filters, materials: filters.materials.filter((m) => m !== material) },
    });
  }
  if (filters.price) {
    chips.push({
      key: `price:${filters.price}`,
      label: t('Price: {price}', { price: labelOf(PRICE_BANDS, filters.price) }),
      without: { ...filters, price: null },
    });
  }
  for (const tag of filters.tags) {
    chips.push({
      key: `tags:${tag}`,
      label: t('Tag: {tag}', { tag }),
      without: { ...filters, tags: filters.tags.filter((t) => t !== tag) },
    });
  }
  if (filters.sort !== DEFAULT_SORT) {
    chips.push({
      key: `sort:${filters.sort}`,
      label: t('Sort: {sort}', { sort: labelOf(SORT_OPTIONS, filters.sort) }),
      without: { ...filters, sort: DEFAULT_SORT },
    });
  }
  return chips;
}
