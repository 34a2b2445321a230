/**
 * The rules of a shopper's review (decision 029), in one place for the API and the storefront: the limits, the
 * messages and the name a review is shown under. Plain values and functions, no imports: the server loads this
 * file directly through `@mitti/shared/reviews`, and no schema code reaches the browser.
 */

export const REVIEW_STATUS_VALUES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUS_VALUES)[number];

export const REVIEW_LIMITS = { ratingMin: 1, ratingMax: 5, titleMax: 100, textMin: 10, textMax: 2000 } as const;

/** Most reviews a product's page shows (newest first); the average and count cover all approved ones. */
export const REVIEWS_SHOWN = 50;

export const REVIEW_MESSAGES = {
  verifiedBuyersOnly: 'Only shoppers who received this piece can review it.',
  rating: 'Please choose a rating from 1 to 5 stars.',
  textShort: `Please write at least ${REVIEW_LIMITS.textMin} characters about the piece.`,
  textLong: `A review can be at most ${REVIEW_LIMITS.textMax} characters.`,
  titleLong: `The title can be at most ${REVIEW_LIMITS.titleMax} characters.`,
} as const;

export interface ReviewDraft {
  rating: number;
  title?: string;
  text: string;
}

/** What is wrong with a review before it is sent or stored (the first problem), or null. */
export function reviewProblem({ rating, title = '', text }: ReviewDraft): string | null {
  if (!Number.isInteger(rating) || rating < REVIEW_LIMITS.ratingMin || rating > REVIEW_LIMITS.ratingMax) {
    return REVIEW_MESSAGES.rating;
  }
  if (title.trim().length > REVIEW_LIMITS.titleMax) return REVIEW_MESSAGES.titleLong;
  const written = text.trim().length;
  if (written < REVIEW_LIMITS.textMin) return REVIEW_MESSAGES.textShort;
  if (written > REVIEW_LIMITS.textMax) return REVIEW_MESSAGES.textLong;
  return null;
}

/**
 * The name a review is shown under: the first name and the last name's initial ("Asha Rao" -> "Asha R."), the
 * first name alone when there is one word, or null when there is no name to show.
 */
export function reviewerName(fullName: string | null | undefined): string | null {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  // A name is the shopper's own text: capped, so a paragraph typed as a name cannot fill the page.
  const first = words[0] ? [...words[0]].slice(0, 30).join('') : undefined;
  if (!first) return null;
  const last = words.length > 1 ? words.at(-1) : undefined;
  const initial = last ? [...last][0]?.toLocaleUpperCase('en-IN') : undefined;
  return initial ? `${first} ${initial}.` : first;
}

/** The star line's average: one decimal, as "4.3". */
export function formatAverageRating(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}
