/** Reviews as the API sends and takes them: the contracts in `contracts/reviews.ts`, written once. */
export type {
  AdminReview,
  AdminReviewPage,
  AdminReviewQuery,
  ModerationInput,
  MyReview,
  MyReviews,
  ProductReviews,
  PublicReview,
  ReviewInput,
} from '../contracts/reviews';
