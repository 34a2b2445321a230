import { Type, type Static } from '@sinclair/typebox';
import { REVIEW_LIMITS, REVIEW_STATUS_VALUES } from '../reviews/review-rules';
import { CatalogueIdParams, errorResponses, Nullable, StringEnum } from './common';

/**
 * Reviews from verified buyers (decision 029). The schemas carry the limits; the API then applies
 * `reviewProblem` (`@mitti/shared/reviews`) to the trimmed text, with the messages the review form shows.
 */

export const ReviewStatus = StringEnum(REVIEW_STATUS_VALUES);

/** What a shopper writes: PUT /api/reviews/:productId. An empty title is no title. */
export const ReviewInput = Type.Object(
  {
    rating: Type.Integer({ minimum: REVIEW_LIMITS.ratingMin, maximum: REVIEW_LIMITS.ratingMax }),
    title: Type.Optional(Type.String({ maxLength: REVIEW_LIMITS.titleMax })),
    text: Type.String({ maxLength: REVIEW_LIMITS.textMax }),
  },
  { additionalProperties: false },
);
export type ReviewInput = Static<typeof ReviewInput>;

/** A review as the product page shows it: the reviewer's first name and initial, never an account. */
export const PublicReview = Type.Object({
  id: Type.String(),
  reviewer: Type.String(),
  rating: Type.Integer(),
  title: Nullable(Type.String()),
  text: Type.String(),
  /** When the review was last written (an edit is a new review). */
  writtenAt: Type.String(),
});
export type PublicReview = Static<typeof PublicReview>;

/** A product's approved reviews: average (null with none), count, and the newest `REVIEWS_SHOWN`. */
export const ProductReviews = Type.Object({
  productId: Type.String(),
  average: Nullable(Type.Number()),
  count: Type.Integer(),
  reviews: Type.Array(PublicReview),
});
export type ProductReviews = Static<typeof ProductReviews>;

/** GET /products/:id/reviews */
export const getProductReviewsRoute = {
  params: CatalogueIdParams,
  response: { 200: ProductReviews, ...errorResponses },
} as const;

/** The shopper's own review of a product, with where it stands. */
export const MyReview = Type.Object({
  id: Type.String(),
  productId: Type.String(),
  rating: Type.Integer(),
  title: Nullable(Type.String()),
  text: Type.String(),
  status: ReviewStatus,
  writtenAt: Type.String(),
});
export type MyReview = Static<typeof MyReview>;

export const MyReviews = Type.Object({ reviews: Type.Array(MyReview) });
export type MyReviews = Static<typeof MyReviews>;

/** GET /api/reviews/mine */
export const getMyReviewsRoute = { response: { 200: MyReviews, ...errorResponses } } as const;

export const ReviewProductParams = Type.Object({ productId: CatalogueIdParams.properties.id });

/** PUT /api/reviews/:productId: writes or replaces the caller's review; it waits for the owner again. */
export const putReviewRoute = {
  params: ReviewProductParams,
  body: ReviewInput,
  response: { 200: MyReview, 201: MyReview, ...errorResponses },
} as const;

/** A review as the owner moderates it: who wrote it, of what, and from which delivered order. */
export const AdminReview = Type.Object({
  id: Type.String(),
  productId: Type.String(),
  productName: Type.String(),
  reviewer: Type.String(),
  email: Nullable(Type.String()),
  orderNumber: Nullable(Type.String()),
  rating: Type.Integer(),
  title: Nullable(Type.String()),
  text: Type.String(),
  status: ReviewStatus,
  writtenAt: Type.String(),
  moderatedAt: Nullable(Type.String()),
});
export type AdminReview = Static<typeof AdminReview>;

export const AdminReviewQuery = Type.Object({
  status: Type.Optional(ReviewStatus),
  page: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,5}$' })),
});
export type AdminReviewQuery = Static<typeof AdminReviewQuery>;

export const AdminReviewPage = Type.Object({
  reviews: Type.Array(AdminReview),
  /** Reviews matching the filter. */
  total: Type.Integer(),
  /** Reviews waiting for the owner, whatever the filter. */
  pending: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type AdminReviewPage = Static<typeof AdminReviewPage>;

/** GET /api/admin/reviews */
export const listAdminReviewsRoute = {
  querystring: AdminReviewQuery,
  response: { 200: AdminReviewPage, ...errorResponses },
} as const;

export const ModerationInput = Type.Object(
  { status: StringEnum(['approved', 'hidden'] as const) },
  { additionalProperties: false },
);
export type ModerationInput = Static<typeof ModerationInput>;

/** PATCH /api/admin/reviews/:id: approves or hides a review. */
export const moderateReviewRoute = {
  params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
  body: ModerationInput,
  response: { 200: AdminReview, ...errorResponses },
} as const;
