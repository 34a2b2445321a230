import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { createImageUrlBuilder } from '../../lib/image-url';
import { createProductRepository } from '../products/product-repository';
import type { Product } from '../products/product-schema';
import { insertProduct, updateProduct } from './admin-product-repository';
import { createProductSchema, updateProductSchema, type ProductInput } from './admin-product-schema';

/**
 * The owner's catalogue writes. The owner reads the catalogue through the public /products (every field the
 * form edits is in it); a write here invalidates the catalogue caches when it commits
 * (plugins/catalogue-invalidation.ts), so the next /store read has it.
 */
export const adminProductRoutes: FastifyPluginAsync<{ db: Database; publicApiUrl: string }> = async (
  app,
  { db, publicApiUrl },
) => {
  const products = createProductRepository(db, createImageUrlBuilder(publicApiUrl));
  const read = async (id: string): Promise<Product> => {
    const found = (await products.list()).find((product) => product.id === id);
    if (!found) throw new Error(`product ${id} vanished after its write`);
    return found;
  };

  app.post<{ Body: ProductInput }>('/api/admin/products', { schema: createProductSchema }, async (request, reply) => {
    const id = await insertProduct(db, request.body);
    return reply.code(201).send(await read(id));
  });

  app.put<{ Params: { id: string }; Body: ProductInput }>(
    '/api/admin/products/:id',
    { schema: updateProductSchema },
    async (request) => {
      await updateProduct(db, request.params.id, request.body);
      return read(request.params.id);
    },
  );
};
