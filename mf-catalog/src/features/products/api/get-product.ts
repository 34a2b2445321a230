import { api, type Product } from '@mitti/shared';

/** GET /products/{id}: one product. */
export const getProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProduct: build.query<Product, string>({
      query: (id) => `/products/${encodeURIComponent(id)}`,
      providesTags: (_product, _error, id) => [{ type: 'Product' as const, id }],
    }),
  }),
});

export const { useGetProductQuery } = getProductApi;
