import { getErrorMessage, notify, type AdminReview } from '@mitti/shared';
import { formatDateTimeIndia } from '@mitti/shared/dates';
import type { ReviewStatus } from '@mitti/shared/reviews';
import { useModerateReviewMutation } from './admin-reviews-api';

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  hidden: 'Hidden',
};

/** One review with who wrote it and from which delivered order; Approve shows it, Hide takes it off. */
export function ReviewCard({ review }: { review: AdminReview }) {
  const [moderate, { isLoading }] = useModerateReviewMutation();
  const set = (status: 'approved' | 'hidden') =>
    moderate({ id: review.id, status })
      .unwrap()
      .catch((error: unknown) => notify.error(getErrorMessage(error)));
  return (
    <article className="admin-card" aria-label={`Review of ${review.productName} by ${review.reviewer}`}>
      <p>
        <strong>{review.productName}</strong> · {review.rating} of 5 stars ·{' '}
        <span>{REVIEW_STATUS_LABELS[review.status]}</span>
      </p>
      {review.title && (
        <p>
          <strong>{review.title}</strong>
        </p>
      )}
      <p className="admin-message">{review.text}</p>
      <p>
        {review.reviewer}
        {review.email ? (
          <>
            {' · '}
            <a href={`mailto:${review.email}`}>{review.email}</a>
          </>
        ) : null}
        {review.orderNumber ? ` · Order ${review.orderNumber}` : ' · Sample review'}
        {` · Written ${formatDateTimeIndia(review.writtenAt)}`}
      </p>
      <p>
        {review.status !== 'approved' && (
          <button
            type="button"
            className="button button--primary"
            disabled={isLoading}
            onClick={() => void set('approved')}
          >
            Approve
          </button>
        )}{' '}
        {review.status !== 'hidden' && (
          <button
            type="button"
            className="button button--ghost"
            disabled={isLoading}
            onClick={() => void set('hidden')}
          >
            Hide
          </button>
        )}
      </p>
    </article>
  );
}
