import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getProductRoute, listProductsRoute } from '@mitti/shared/contracts';
import { createCachedJson } from '../../lib/cached-json';
import { PRODUCT_NOT_FOUND, notFound } from '../../lib/http-error';
import { sendCachedJson } from '../../lib/send-cached-json';
import { createProductCache } from './product-cache';
import type { ProductRepository } from './product-repository';

export interface ProductRoutesOptions {
  products: ProductRepository;
}

/**
 * Stock changes through this API (orders, payments, cancellations) invalidate the cache when they commit
 * (plugins/catalogue-invalidation.ts); writes from elsewhere show within FRESHNESS_MS. The cached bodies
 * match the response schema field for field: they are serialised from the same `Product` objects.
 */
export const productRoutes: FastifyPluginAsyncTypebox<ProductRoutesOptions> = async (app, { products }) => {
  const cache = createProductCache(products);

  app.get(
    '/products',
    // Bodies are compressed by sendCachedJson, once per version for the catalogue: no per-request compression.
    { schema: listProductsRoute, compress: false },
    async (request, reply) => {
      const filter = request.query;
      if (filter.q?.trim()) {
        // A search goes to the database every time: its results are not worth caching, the catalogue is.
        const found = await products.search(filter.q, { category: filter.category });
        return sendCachedJson(request, reply, createCachedJson(found));
      }
      return sendCachedJson(request, reply, await cache.list({ category: filter.category }));
    },
  );

  app.get('/products/:id', { schema: getProductRoute, compress: false }, async (request, reply) => {
    const product = await cache.byId(request.params.id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return sendCachedJson(request, reply, product);
  });
};
