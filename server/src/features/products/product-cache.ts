import { createCachedJson, type CachedJson } from '../../lib/cached-json';
import { createVersionedCache } from '../../lib/versioned-cache';
import type { Product } from './product-schema';
import type { ProductFilter, ProductRepository } from './product-repository';

export interface ProductCache {
  /** The list as JSON, newest first, optionally one category. */
  list(filter?: ProductFilter): Promise<CachedJson>;
  /** One product as JSON, or undefined when there is no such product. */
  byId(id: string): Promise<CachedJson | undefined>;
}

const noProducts = createCachedJson([]);

interface Catalogue {
  products: Product[];
  byId: Map<string, CachedJson>;
  /** Lists by lower-cased category ('' for all), serialised on first request. */
  lists: Map<string, CachedJson>;
}

/**
 * The catalogue read path: the product table is read and each body serialised once per version of the
 * table (see createVersionedCache); compressed forms are made on first request.
 */
export function createProductCache(products: ProductRepository): ProductCache {
  const catalogue = createVersionedCache<Catalogue>({
    version: () => products.version(),
    load: async () => {
      const list = await products.list();
      return {
        products: list,
        byId: new Map(list.map((product) => [product.id, createCachedJson(product)])),
        lists: new Map(),
      };
    },
  });

  return {
    async list(filter = {}) {
      const { products: all, lists } = await catalogue.get();
      const key = (filter.category ?? '').toLowerCase();
      let cached = lists.get(key);
      if (cached) return cached;
      const matching = key ? all.filter((product) => product.category.toLowerCase() === key) : all;
      // Unknown categories share one body, so made-up ones cannot grow the cache.
      if (matching.length === 0) return noProducts;
      cached = createCachedJson(matching);
      lists.set(key, cached);
      return cached;
    },
    async byId(id) {
      return (await catalogue.get()).byId.get(id);
    },
  };
}
