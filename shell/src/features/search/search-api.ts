import { api, type Product } from '@mitti/shared';

/** The navbar's suggestions: the best few products for what the shopper has typed (GET /products?q=). */
export const MAX_SUGGESTIONS = 5;

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductSuggestions: build.query<Product[], string>({
      query: (text) => `/products?q=${encodeURIComponent(text)}`,
      transformResponse: (products: Product[]) => products.slice(0, MAX_SUGGESTIONS),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetProductSuggestionsQuery } = searchApi;
