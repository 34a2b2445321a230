import { api, type ProductReviews } from '@mitti/shared';

/** GET /products/{id}/reviews: the approved reviews with their average and count (decision 029). */
export const getProductReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductReviews: build.query<ProductReviews, string>({
      query: (id) => `/products/${encodeURIComponent(id)}/reviews`,
      providesTags: (_reviews, _error, id) => [{ type: 'Review' as const, id }],
    }),
  }),
});

export const { useGetProductReviewsQuery } = getProductReviewsApi;
