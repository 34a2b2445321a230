import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listAdminReviewsRoute, moderateReviewRoute } from '@mitti/shared/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/http-error';
import { createReviewRepository } from '../reviews/review-repository';

const PAGE_SIZE = 50;

/**
 * The owner's moderation of reviews (decision 029): waiting ones first, then newest first; approving shows a
 * review on its product's page, hiding takes it off. The write invalidates the product pages' reviews cache
 * when it answers (plugins/catalogue-invalidation.ts), so the next read of the page has it.
 */
export const adminReviewRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const reviews = createReviewRepository(db);

  app.get('/api/admin/reviews', { schema: listAdminReviewsRoute }, async (request) => {
    const page = Number(request.query.page ?? '1');
    const found = await reviews.adminPage({ status: request.query.status, page, pageSize: PAGE_SIZE });
    return { ...found, page, pageSize: PAGE_SIZE };
  });

  app.patch('/api/admin/reviews/:id', { schema: moderateReviewRoute }, async (request) => {
    const review = await reviews.moderate(request.params.id, request.body.status);
    if (!review) throw notFound('Review not found');
    return review;
  });
};
