import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getMyReviewsRoute, getProductReviewsRoute, putReviewRoute } from '@mitti/shared/contracts';
import { REVIEW_MESSAGES, reviewerName, reviewProblem } from '@mitti/shared/reviews';
import { PRODUCT_NOT_FOUND, HttpError, notFound } from '../../lib/http-error';
import { sendCachedJson } from '../../lib/send-cached-json';
import { createReviewCache } from './review-cache';
import type { ReviewRepository } from './review-repository';

/** Shown when neither the account nor the delivered order carries a name. */
const NAMELESS_REVIEWER = 'Verified buyer';

/**
 * Reviews from verified buyers (decision 029): anyone reads a product's approved reviews; a signed-in shopper
 * with a delivered order of the product writes one review of it, which waits for the owner
 * (features/admin/admin-review-routes.ts) and does so again after every edit.
 */
export const reviewRoutes: FastifyPluginAsyncTypebox<{ reviews: ReviewRepository }> = async (app, { reviews }) => {
  const cache = createReviewCache(reviews);

  app.get('/products/:id/reviews', { schema: getProductReviewsRoute, compress: false }, async (request, reply) => {
    const body = await cache.forProduct(request.params.id);
    if (!body) throw notFound(PRODUCT_NOT_FOUND);
    return sendCachedJson(request, reply, body);
  });

  app.get('/api/reviews/mine', { schema: getMyReviewsRoute, preHandler: app.authenticate }, async (request) => ({
    reviews: await reviews.mine(request.user!.uid),
  }));

  app.put(
    '/api/reviews/:productId',
    { schema: putReviewRoute, preHandler: app.authenticate },
    async (request, reply) => {
      const user = request.user!;
      const { productId } = request.params;
      const title = request.body.title?.trim() || null;
      const text = request.body.text.trim();
      const problem = reviewProblem({ rating: request.body.rating, title: title ?? '', text });
      if (problem) throw new HttpError(400, problem);
      if (!(await reviews.productExists(productId))) throw notFound(PRODUCT_NOT_FOUND);
      const purchase = await reviews.deliveredPurchase(user.uid, productId);
      if (!purchase) throw new HttpError(403, REVIEW_MESSAGES.verifiedBuyersOnly);
      const reviewer =
        reviewerName(user.name) ??
        reviewerName(purchase.userName) ??
        reviewerName(purchase.shippingName) ??
        NAMELESS_REVIEWER;
      const saved = await reviews.upsert({
        userId: user.uid,
        productId,
        orderId: purchase.orderId,
        reviewer,
        rating: request.body.rating,
        title,
        text,
      });
      return reply.code(saved.created ? 201 : 200).send(saved.review);
    },
  );
};
