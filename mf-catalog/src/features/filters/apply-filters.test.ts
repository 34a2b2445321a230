import { describe, expect, it } from '@jest/globals';
import { makeProduct, sampleCatalogue } from '../../test/products';
import {
  applyFilters,
  deriveCategories,
  deriveMaterials,
  isInPriceBand,
  latestArrivals,
  matchesFilters,
  popularItems,
  similarProducts,
  sortProducts,
} from './apply-filters';
import { NO_FILTERS, type StoreFilters } from './store-filters';

const ids = (products: { id: string }[]) => products.map((p) => p.id);
const only = (patch: Partial<StoreFilters>) => ({ ...NO_FILTERS, ...patch });

describe('price bands (inclusive bounds on both ends)', () => {
  it.each([
    [0, 'under-500', true],
    [499, 'under-500', true],
    [500, 'under-500', true],
    [500, '500-1000', true],
    [501, 'under-500', false],
    [1000, '500-1000', true],
    [1000, '1000-2000', true],
    [1001, '500-1000', false],
    [2000, '1000-2000', true],
    [2000, 'over-2000', true],
    [1999, 'over-2000', false],
    [2001, '1000-2000', false],
    [99_999, 'over-2000', true],
  ] as const)('Rs. %d in %s: %s', (price, band, expected) => {
    expect(isInPriceBand(price, band)).toBe(expected);
  });

  it('a boundary price shows in both neighbouring bands', () => {
    const products = sampleCatalogue();
    expect(ids(applyFilters(products, only({ price: 'under-500' })))).toEqual(['oat-bowl', 'tea-cup']);
    expect(ids(applyFilters(products, only({ price: '500-1000' })))).toEqual(['blue-mug', 'oat-bowl']);
    expect(ids(applyFilters(products, only({ price: '1000-2000' })))).toEqual(['blue-mug', 'tall-vase']);
    expect(ids(applyFilters(products, only({ price: 'over-2000' })))).toEqual(['big-platter', 'tall-vase']);
  });
});

describe('matchesFilters', () => {
  const [bowl, mug, vase, platter, cup] = sampleCatalogue() as [
    ReturnType<typeof makeProduct>,
    ...ReturnType<typeof makeProduct>[],
  ];

  it('matches everything without filters', () => {
    for (const p of sampleCatalogue()) expect(matchesFilters(p, NO_FILTERS)).toBe(true);
  });

  it('category matches the product category, any of the selected, ignoring case', () => {
    expect(matchesFilters(bowl, only({ categories: ['bowls'] }))).toBe(true);
    expect(matchesFilters(mug!, only({ categories: ['Vases', 'Mugs & Cups'] }))).toBe(true);
    expect(matchesFilters(vase!, only({ categories: ['Bowls'] }))).toBe(false);
  });

  it('material matches materialType', () => {
    expect(matchesFilters(vase!, only({ materials: ['Terracotta'] }))).toBe(true);
    expect(matchesFilters(bowl, only({ materials: ['Terracotta'] }))).toBe(false);
  });

  it('tags match when any selected tag is in the tags', () => {
    expect(matchesFilters(mug!, only({ tags: ['vase', 'mug'] }))).toBe(true);
    expect(matchesFilters(cup!, only({ tags: ['vase', 'mug'] }))).toBe(false);
  });

  it('the single URL tag must be among the tags', () => {
    expect(matchesFilters(vase!, only({ tag: 'vase' }))).toBe(true);
    expect(matchesFilters(bowl, only({ tag: 'vase' }))).toBe(false);
  });

  it('popular filters match against the tags', () => {
    expect(matchesFilters(bowl, only({ popular: ['featured'] }))).toBe(true);
    expect(matchesFilters(mug!, only({ popular: ['sale'] }))).toBe(true);
    expect(matchesFilters(vase!, only({ popular: ['new'] }))).toBe(true);
    expect(matchesFilters(platter!, only({ popular: ['best-seller'] }))).toBe(true);
    expect(matchesFilters(cup!, only({ popular: ['featured', 'sale', 'new', 'best-seller'] }))).toBe(false);
  });

  it('combines criteria with AND', () => {
    expect(matchesFilters(vase!, only({ materials: ['Terracotta'], price: 'over-2000' }))).toBe(true);
    expect(matchesFilters(cup!, only({ materials: ['Terracotta'], price: 'over-2000' }))).toBe(false);
  });
});

describe('sortProducts', () => {
  it('newest first by createdAt seconds, products without createdAt last', () => {
    expect(ids(sortProducts(sampleCatalogue(), 'newest'))).toEqual([
      'blue-mug',
      'big-platter',
      'tall-vase',
      'oat-bowl',
      'tea-cup',
    ]);
  });

  it('keeps the API order among products without createdAt', () => {
    const a = makeProduct({ id: 'a', createdAt: undefined });
    const b = makeProduct({ id: 'b', createdAt: null });
    const c = makeProduct({ id: 'c', createdAt: { seconds: 1 } });
    expect(ids(sortProducts([a, b, c], 'newest'))).toEqual(['c', 'a', 'b']);
  });

  it('price low to high and high to low', () => {
    expect(ids(sortProducts(sampleCatalogue(), 'price-asc'))).toEqual([
      'tea-cup',
      'oat-bowl',
      'blue-mug',
      'tall-vase',
      'big-platter',
    ]);
    expect(ids(sortProducts(sampleCatalogue(), 'price-desc'))).toEqual([
      'big-platter',
      'tall-vase',
      'blue-mug',
      'oat-bowl',
      'tea-cup',
    ]);
  });

  it('does not change the list it was given', () => {
    const products = sampleCatalogue();
    sortProducts(products, 'price-desc');
    expect(ids(products)[0]).toBe('oat-bowl');
  });
});

describe('derived values', () => {
  it('categories and materials come from the products, distinct and sorted', () => {
    const products = [...sampleCatalogue(), makeProduct({ category: 'bowls ', materialType: 'stoneware' })];
    expect(deriveCategories(products)).toEqual(['Bowls', 'Mugs & Cups', 'Plates', 'Vases']);
    expect(deriveMaterials(products)).toEqual(['Porcelain', 'Stoneware', 'Terracotta']);
  });

  it('latest arrivals are the newest n', () => {
    expect(ids(latestArrivals(sampleCatalogue(), 2))).toEqual(['blue-mug', 'big-platter']);
  });

  it('popular items are the first n with isPopular', () => {
    expect(ids(popularItems(sampleCatalogue(), 4))).toEqual(['oat-bowl', 'tall-vase']);
    expect(ids(popularItems(sampleCatalogue(), 1))).toEqual(['oat-bowl']);
  });

  it('similar products share the category, exclude the current one, at most n', () => {
    const current = makeProduct({ id: 'current', category: 'Bowls' });
    const bowls = Array.from({ length: 6 }, (_, i) => makeProduct({ id: `bowl-${i}`, category: 'Bowls' }));
    const result = similarProducts([current, ...bowls, makeProduct({ category: 'Vases' })], current, 4);
    expect(ids(result)).toEqual(['bowl-0', 'bowl-1', 'bowl-2', 'bowl-3']);
  });
});

describe('applyFilters', () => {
  it('filters then sorts', () => {
    const result = applyFilters(sampleCatalogue(), only({ categories: ['Mugs & Cups'], sort: 'price-asc' }));
    expect(ids(result)).toEqual(['tea-cup', 'blue-mug']);
  });
});
