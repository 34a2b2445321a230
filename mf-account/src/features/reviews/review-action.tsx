import { useState } from 'react';
import type { MyReview } from '@mitti/shared';
import type { ReviewStatus } from '@mitti/shared/reviews';
import { useGetMyReviewsQuery } from './reviews-api';
import ReviewForm from './review-form';
import './reviews.css';

const standing: Record<ReviewStatus, string> = {
  pending: 'waiting for the studio’s approval',
  approved: 'published on the product page',
  hidden: 'not shown on the product page',
};

function stars(rating: number): string {
  return `${rating} ${rating === 1 ? 'star' : 'stars'}`;
}

/**
 * Under a piece of a delivered order: write a review, or see and edit the one written. The API checks the
 * delivered order again; this only offers what it will accept.
 */
function ReviewAction({ productId, productName }: { productId: string; productName: string }) {
  const { data: reviews, isLoading } = useGetMyReviewsQuery();
  const [editing, setEditing] = useState(false);
  if (isLoading) return null;
  const existing: MyReview | undefined = reviews?.find((review) => review.productId === productId);

  if (editing) {
    return (
      <ReviewForm
        productId={productId}
        productName={productName}
        existing={existing}
        onDone={() => setEditing(false)}
      />
    );
  }
  return (
    <div className="account-review">
      {existing && (
        <p className="account-review__status">
          Your review ({stars(existing.rating)}) is {standing[existing.status]}.
        </p>
      )}
      <button
        type="button"
        className="button button--ghost account-review__button"
        aria-label={`${existing ? 'Edit your review of' : 'Write a review of'} ${productName}`}
        onClick={() => setEditing(true)}
      >
        {existing ? 'Edit review' : 'Write a review'}
      </button>
    </div>
  );
}

export default ReviewAction;
