import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../lib/http-error';
import { createProductCache, type CachedBody } from './product-cache';
import type { ProductRepository } from './product-repository';
import { getProductSchema, listProductsSchema } from './product-schema';

export interface ProductRoutesOptions {
  products: ProductRepository;
}

/**
 * Sends a body serialised once (the response schema's serialiser is skipped for a string; the cache
 * serialises exactly the fields of the schema), with an ETag so a browser revalidates with a 304.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  // Revalidate every time: stock changes, and a 304 costs a few bytes.
  reply.header('ETag', cached.etag).header('Cache-Control', 'no-cache');
  if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.json);
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const routes: FastifyPluginAsync<ProductRoutesOptions> = async (app, { products }) => {
  const cache = createProductCache(products);
  // Stock changes through this API (orders, payments, cancellations): after any write request, before its
  // response leaves, the next read is fresh. Writes from elsewhere show within FRESHNESS_MS.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method)) cache.invalidate();
    return payload;
  });

  app.get<{ Querystring: { category?: string; q?: string } }>(
    '/products',
    { schema: listProductsSchema },
    async (request, reply) => {
      // A search goes to the database every time: its results are not worth caching, the catalogue is.
      const filter = request.query;
      if (filter.q?.trim()) return products.search(filter.q, { category: filter.category });
      return sendCached(request, reply, await cache.list({ category: filter.category }));
    },
  );

  app.get<{ Params: { id: string } }>('/products/:id', { schema: getProductSchema }, async (request, reply) => {
    const product = await cache.byId(request.params.id);
    if (!product) throw notFound('Product not found');
    return sendCached(request, reply, product);
  });
};

/** Not encapsulated, so the write hook above sees every route of the app. */
export const productRoutes = fp(routes, { name: 'product-routes' });
