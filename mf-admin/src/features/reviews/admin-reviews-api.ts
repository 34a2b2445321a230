import { api, type AdminReview, type AdminReviewPage, type ModerationInput } from '@mitti/shared';
import type { ReviewStatus } from '@mitti/shared/reviews';

export interface AdminReviewFilters {
  status?: ReviewStatus;
  page?: number;
}

/** The owner's moderation of reviews (decision 029): GET /api/admin/reviews, PATCH /api/admin/reviews/:id. */
export const adminReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminReviews: build.query<AdminReviewPage, AdminReviewFilters>({
      query: ({ status, page }) => {
        const search = new URLSearchParams();
        if (status) search.set('status', status);
        if (page && page > 1) search.set('page', String(page));
        const query = search.toString();
        return { path: `/api/admin/reviews${query ? `?${query}` : ''}`, requireAuth: true };
      },
      providesTags: [{ type: 'Review', id: 'ADMIN' }],
    }),
    moderateReview: build.mutation<AdminReview, { id: string } & ModerationInput>({
      query: ({ id, status }) => ({
        path: `/api/admin/reviews/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { status },
        requireAuth: true,
      }),
      invalidatesTags: (review) => [
        { type: 'Review', id: 'ADMIN' },
        ...(review ? [{ type: 'Review' as const, id: review.productId }] : []),
      ],
    }),
  }),
});

export const { useGetAdminReviewsQuery, useModerateReviewMutation } = adminReviewsApi;
