import { api, type MyReview, type MyReviews, type ReviewInput } from '@mitti/shared';

/** The shopper's own reviews (decision 029): which pieces they reviewed, and where each review stands. */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyReviews: build.query<MyReview[], void>({
      query: () => ({ path: '/api/reviews/mine', requireAuth: true }),
      transformResponse: (response: MyReviews) => response.reviews,
      providesTags: [{ type: 'Review', id: 'MINE' }],
    }),
    saveReview: build.mutation<MyReview, { productId: string; review: ReviewInput }>({
      query: ({ productId, review }) => ({
        path: `/api/reviews/${encodeURIComponent(productId)}`,
        method: 'PUT',
        body: review,
        requireAuth: true,
      }),
      // The product page's reviews change too once the owner has approved it; an edit takes it off at once.
      invalidatesTags: (_result, error, { productId }) =>
        error
          ? []
          : [
              { type: 'Review', id: 'MINE' },
              { type: 'Review', id: productId },
            ],
    }),
  }),
});

export const { useGetMyReviewsQuery, useSaveReviewMutation } = reviewsApi;
