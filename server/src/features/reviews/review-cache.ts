import { createCachedJson, type CachedJson } from '../../lib/cached-json';
import { createVersionedCache } from '../../lib/versioned-cache';
import type { ReviewRepository } from './review-repository';

/**
 * The product pages' reviews, read like the catalogue (lib/versioned-cache.ts): every product's approved
 * reviews are read and serialised once per version of the reviews and products tables, and dropped at once
 * when the owner approves or hides one (every write route invalidates the catalogue caches). A product with
 * none gets its "no reviews yet" body; an id that is no product gets undefined, so made-up ids cannot grow it.
 */
export function createReviewCache(reviews: ReviewRepository) {
  const cache = createVersionedCache<Map<string, CachedJson>>({
    version: () => reviews.version(),
    load: async () => {
      const [ids, approved] = await Promise.all([reviews.productIds(), reviews.approvedByProduct()]);
      return new Map(
        ids.map((productId) => [
          productId,
          createCachedJson({ productId, ...(approved.get(productId) ?? { average: null, count: 0, reviews: [] }) }),
        ]),
      );
    },
  });
  return {
    async forProduct(productId: string): Promise<CachedJson | undefined> {
      return (await cache.get()).get(productId);
    },
  };
}
