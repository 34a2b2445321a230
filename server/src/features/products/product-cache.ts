import { createHash } from 'node:crypto';
import type { Product } from './product-schema';
import type { ProductFilter, ProductRepository } from './product-repository';

/** A response body serialised once, with its validator. */
export interface CachedBody {
  json: string;
  etag: string;
}

export interface ProductCache {
  /** The list as JSON, newest first, optionally one category. */
  list(filter?: ProductFilter): Promise<CachedBody>;
  /** One product as JSON, or undefined when there is no such product. */
  byId(id: string): Promise<CachedBody | undefined>;
  /** Drops everything now: for code that has just written to `products` and wants no delay. */
  invalidate(): void;
}

/**
 * How long a check that the catalogue is unchanged stays good. Writes elsewhere (an order decrementing
 * stock in SQL) show within this time even when their code does not call `invalidate()`.
 */
export const FRESHNESS_MS = 250;

const caches = new Set<ProductCache>();

/** For code that writes to `products` (orders taking stock, an admin edit): the change shows at once. */
export function invalidateProductCaches(): void {
  for (const cache of caches) cache.invalidate();
}

const body = (value: unknown): CachedBody => {
  const json = JSON.stringify(value);
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url').slice(0, 20)}"` };
};

/**
 * The catalogue read path without a query per request: the product list is read once and serialised once
 * per version of the table; a request only asks the database whether that version is still current, and
 * only once per FRESHNESS_MS however many requests arrive.
 */
export function createProductCache(products: ProductRepository): ProductCache {
  let fingerprint: string | null = null;
  let checkedAt = 0;
  let checking: Promise<void> | null = null;
  let all: Promise<{ list: Product[]; byId: Map<string, CachedBody> }> | null = null;
  const lists = new Map<string, Promise<CachedBody>>();

  const invalidate = () => {
    all = null;
    lists.clear();
    fingerprint = null;
    checkedAt = 0;
  };

  async function check(): Promise<void> {
    const current = await products.version();
    if (current !== fingerprint) {
      all = null;
      lists.clear();
      fingerprint = current;
    }
    checkedAt = Date.now();
  }

  async function fresh(): Promise<void> {
    if (Date.now() - checkedAt < FRESHNESS_MS) return;
    checking ??= check().finally(() => {
      checking = null;
    });
    await checking;
  }

  function loadAll() {
    all ??= products.list().then((list) => ({
      list,
      byId: new Map(list.map((product) => [product.id, body(product)])),
    }));
    return all;
  }

  const cache: ProductCache = {
    invalidate,
    async list(filter = {}) {
      await fresh();
      const key = (filter.category ?? '').toLowerCase();
      let cached = lists.get(key);
      if (!cached) {
        cached = loadAll().then(({ list }) =>
          body(key ? list.filter((product) => product.category.toLowerCase() === key) : list),
        );
        lists.set(key, cached);
        // A failed read is not kept: the next request tries again.
        cached.catch(() => lists.delete(key));
      }
      return cached;
    },
    async byId(id) {
      await fresh();
      const { byId } = await loadAll().catch((error: unknown) => {
        all = null;
        throw error;
      });
      return byId.get(id);
    },
  };
  caches.add(cache);
  return cache;
}
