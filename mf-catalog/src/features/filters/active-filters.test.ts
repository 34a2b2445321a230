import { describe, expect, it } from '@jest/globals';
import { englishWords } from '@mitti/shared/remote-words';
import { activeFilters } from './active-filters';
import { NO_FILTERS } from './store-filters';

describe('activeFilters (the chips)', () => {
  it('has no chip without filters', () => {
    expect(activeFilters(NO_FILTERS, englishWords)).toEqual([]);
  });

  it('has one chip per active filter, each removing only itself', () => {
    const filters = {
      ...NO_FILTERS,
      categories: ['Bowls', 'Vases'],
      price: '500-1000' as const,
      popular: ['sale' as const],
      sort: 'price-desc' as const,
    };
    const chips = activeFilters(filters, englishWords);
    expect(chips.map((c) => c.label)).toEqual([
      'On Sale',
      'Category: Bowls',
      'Category: Vases',
      'Price: Rs. 500 - 1000',
      'Sort: Price: High to Low',
    ]);
    expect(chips[1]!.without).toEqual({ ...filters, categories: ['Vases'] });
    expect(chips[3]!.without).toEqual({ ...filters, price: null });
    expect(chips[4]!.without.sort).toBe('newest');
  });

  it('shows a search as the first chip', () => {
    const chips = activeFilters({ ...NO_FILTERS, q: 'terracotta', categories: ['Plates'] }, englishWords);
    expect(chips.map((c) => c.label)).toEqual(['Search: "terracotta"', 'Category: Plates']);
    expect(chips[0]!.without.q).toBeNull();
  });
});
