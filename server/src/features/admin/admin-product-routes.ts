import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deleteProductRoute, ownerProductsRoute, productHiddenRoute, type OwnerProduct } from '@mitti/shared/contracts';
import type { Database } from '../../db/database';
import { PRODUCT_NOT_FOUND, HttpError } from '../../lib/http-error';
import { createImageUrlBuilder } from '../../lib/image-url';
import { createProductRepository } from '../products/product-repository';
import {
  deleteProduct,
  insertProduct,
  productIdsInOrders,
  setProductHidden,
  updateProduct,
} from './admin-product-repository';
import { createProductSchema, updateProductSchema } from './admin-product-schema';

/**
 * The owner's catalogue: every product, those taken off the store too (decision 070), and its writes: add,
 * edit, hide or show, and delete one no order names. Each write invalidates the catalogue caches when it commits
 * (plugins/catalogue-invalidation.ts), so the next /store read has it.
 */
export const adminProductRoutes: FastifyPluginAsyncTypebox<{ db: Database; publicApiUrl: string }> = async (
  app,
  { db, publicApiUrl },
) => {
  const products = createProductRepository(db, createImageUrlBuilder(publicApiUrl));
  const ownersList = async (): Promise<OwnerProduct[]> => {
    const [all, inOrders] = await Promise.all([products.listForOwner(), productIdsInOrders(db)]);
    return all.map((product) => ({ ...product, inOrders: inOrders.has(product.id) }));
  };
  const read = async (id: string): Promise<OwnerProduct> => {
    const found = (await ownersList()).find((product) => product.id === id);
    if (!found) throw new HttpError(404, PRODUCT_NOT_FOUND);
    return found;
  };

  app.get('/api/admin/products', { schema: ownerProductsRoute }, () => ownersList());

  app.post('/api/admin/products', { schema: createProductSchema }, async (request, reply) => {
    const id = await insertProduct(db, request.body);
    return reply.code(201).send(await read(id));
  });

  app.put('/api/admin/products/:id', { schema: updateProductSchema }, async (request) => {
    await updateProduct(db, request.params.id, request.body);
    return read(request.params.id);
  });

  app.put('/api/admin/products/:id/hidden', { schema: productHiddenRoute }, async (request) => {
    await setProductHidden(db, request.params.id, request.body.hidden);
    return read(request.params.id);
  });

  app.delete('/api/admin/products/:id', { schema: deleteProductRoute }, async (request, reply) => {
    await deleteProduct(db, request.params.id);
    return reply.code(204).send(null);
  });
};
