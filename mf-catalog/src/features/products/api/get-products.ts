import { api, type Product } from '@mitti/shared';

/** GET /products: the whole catalogue, newest first. */
export const getProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], void>({
      query: () => '/products',
      providesTags: (products = []) => [
        { type: 'Product' as const, id: 'LIST' },
        ...products.map((p) => ({ type: 'Product' as const, id: p.id })),
      ],
    }),
  }),
});

export const { useGetProductsQuery } = getProductsApi;
