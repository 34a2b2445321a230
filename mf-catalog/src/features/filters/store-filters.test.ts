import { describe, expect, it } from '@jest/globals';
import { isFiltered, NO_FILTERS, parseStoreFilters, toSearchParams, type StoreFilters } from './store-filters';

const parse = (query: string) => parseStoreFilters(new URLSearchParams(query));

describe('store filters in the URL query', () => {
  it('an empty query is no filter at all', () => {
    expect(parse('')).toEqual(NO_FILTERS);
    expect(toSearchParams(NO_FILTERS).toString()).toBe('');
  });

  it('reads the SPEC parameters tag and category', () => {
    expect(parse('tag=vase&category=Mugs+%26+Cups')).toEqual({
      ...NO_FILTERS,
      tag: 'vase',
      categories: ['Mugs & Cups'],
    });
  });

  it('round-trips every filter through the query', () => {
    const filters: StoreFilters = {
      q: 'glazed mug',
      tag: 'handmade',
      categories: ['Bowls', 'Mugs & Cups'],
      materials: ['Terracotta'],
      tags: ['rustic', 'modern'],
      popular: ['featured', 'sale'],
      price: '500-1000',
      sort: 'price-desc',
    };
    const query = toSearchParams(filters).toString();
    expect(query).toBe(
      'q=glazed+mug&tag=handmade&category=Bowls&category=Mugs+%26+Cups&material=Terracotta&tags=rustic&tags=modern&popular=featured&popular=sale&price=500-1000&sort=price-desc',
    );
    expect(parse(query)).toEqual(filters);
  });

  it('leaves the default sort out of the URL', () => {
    expect(toSearchParams({ ...NO_FILTERS, sort: 'newest' }).toString()).toBe('');
    expect(toSearchParams({ ...NO_FILTERS, sort: 'price-asc' }).toString()).toBe('sort=price-asc');
  });

  it('ignores unknown values and duplicates instead of failing', () => {
    expect(parse('price=cheap&sort=random&popular=trending&popular=new&category=Bowls&category=Bowls&tag=')).toEqual({
      ...NO_FILTERS,
      popular: ['new'],
      categories: ['Bowls'],
    });
  });
});

describe('isFiltered', () => {
  it('is false for no filters and the default sort', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
  });

  it.each<[string, Partial<StoreFilters>]>([
    ['search', { q: 'terracotta' }],
    ['tag', { tag: 'vase' }],
    ['category', { categories: ['Bowls'] }],
    ['material', { materials: ['Porcelain'] }],
    ['tags', { tags: ['rustic'] }],
    ['popular', { popular: ['sale'] }],
    ['price band', { price: 'over-2000' }],
    ['non-default sort', { sort: 'price-asc' }],
  ])('is true with a %s', (_name, patch) => {
    expect(isFiltered({ ...NO_FILTERS, ...patch })).toBe(true);
  });
});
