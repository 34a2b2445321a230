import { api, type Product } from '@mitti/shared';

/** GET /products?q=: the products matching a search, best match first (same shape as GET /products). */
export const searchProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchProducts: build.query<Product[], string>({
      query: (text) => `/products?q=${encodeURIComponent(text)}`,
      providesTags: [{ type: 'Product' as const, id: 'LIST' }],
    }),
  }),
});

export const { useSearchProductsQuery } = searchProductsApi;
