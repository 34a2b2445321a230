import { useState } from 'react';
import type { MyReview } from '@mitti/shared';
import type { ReviewStatus } from '@mitti/shared/reviews';
import { useGetMyReviewsQuery } from './reviews-api';
import ReviewForm from './review-form';
import { useWords, type AccountText } from '../../words/words';
import { stars } from './star-rating-input';
import './reviews.css';

const standing: Record<ReviewStatus, AccountText> = {
  pending: 'Your review ({stars}) is waiting for the studio’s approval.',
  approved: 'Your review ({stars}) is published on the product page.',
  hidden: 'Your review ({stars}) is not shown on the product page.',
};

/**
 * Under a piece of a delivered order: write a review, or see and edit the one written. The API checks the
 * delivered order again; this only offers what it will accept.
 */
function ReviewAction({ productId, productName }: { productId: string; productName: string }) {
  const t = useWords();
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
        <p className="account-review__status">{t(standing[existing.status], { stars: stars(t, existing.rating) })}</p>
      )}
      <button
        type="button"
        className="button button--ghost account-review__button"
        aria-label={t(existing ? 'Edit your review of {name}' : 'Write a review of {name}', { name: productName })}
        onClick={() => setEditing(true)}
      >
        {t(existing ? 'Edit review' : 'Write a review')}
      </button>
    </div>
  );
}

export default ReviewAction;
