import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-error';
import type { ProductRepository } from './product-repository';
import { getProductSchema, listProductsSchema } from './product-schema';

export interface ProductRoutesOptions {
  products: ProductRepository;
}

export const productRoutes: FastifyPluginAsync<ProductRoutesOptions> = async (app, { products }) => {
  app.get<{ Querystring: { category?: string } }>('/products', { schema: listProductsSchema }, (request) =>
    products.list({ category: request.query.category }),
  );

  app.get<{ Params: { id: string } }>('/products/:id', { schema: getProductSchema }, async (request) => {
    const product = await products.findById(request.params.id);
    if (!product) throw notFound('Product not found');
    return product;
  });
};
