import { errorResponses, idParamsSchema } from '../../lib/error-schema';
import { ProductInput } from '@mitti/shared/contracts';
import { productSchema } from '../products/product-schema';

export type { ProductInput } from '@mitti/shared/contracts';

export const createProductSchema = {
  body: ProductInput,
  response: { 201: productSchema, ...errorResponses },
} as const;

export const updateProductSchema = {
  params: idParamsSchema,
  body: ProductInput,
  response: { 200: productSchema, ...errorResponses },
} as const;
