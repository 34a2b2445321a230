/**
 * Type tests (tsc -b checks them; nothing runs): a route declared with the catalogue's contract takes the
 * contract's params and must answer the contract's shape, or it does not compile.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { expectTypeOf } from 'expect-type';
import Fastify from 'fastify';
import { getProductRoute, type Product } from '@mitti/shared/contracts';

const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();

app.get('/products/:id', { schema: getProductRoute }, async (request) => {
  // The params are the contract's: an id, and no `slug`.
  expectTypeOf(request.params).toEqualTypeOf<{ id: string }>();
  expectTypeOf(request.params).not.toHaveProperty('slug');
  return {} as Product;
});

// @ts-expect-error the answer lacks the contract's fields (price, mrp, stock, ...)
app.get('/products/:id', { schema: getProductRoute }, async () => ({ id: 'moon-mug', name: 'Moon Mug' }));
