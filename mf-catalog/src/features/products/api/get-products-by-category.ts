import { api, type Product } from '@mitti/shared';

/** GET /products?category={category}: the "You May Also Like" candidates. */
export const getProductsByCategoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductsByCategory: build.query<Product[], string>({
      query: (category) => `/products?category=${encodeURIComponent(category)}`,
      providesTags: [{ type: 'Product' as const, id: 'LIST' }],
    }),
  }),
});

export const { useGetProductsByCategoryQuery } = getProductsByCategoryApi;
