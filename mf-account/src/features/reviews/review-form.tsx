import { useId, useState, type FormEvent } from 'react';
import { getErrorMessage, notify, type MyReview } from '@mitti/shared';
import { REVIEW_LIMITS, reviewProblem } from '@mitti/shared/reviews';
import { useSaveReviewMutation } from './reviews-api';
import { StarRatingInput } from './star-rating-input';
import './review-form.css';

interface Props {
  productId: string;
  productName: string;
  /** The shopper's review of the piece, when there is one: the form edits it. */
  existing?: MyReview;
  onDone: () => void;
}

/** Rating, optional title and text; checked here with the API's own rules, then sent; it waits for the owner. */
function ReviewForm({ productId, productName, existing, onDone }: Props) {
  const id = useId();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [text, setText] = useState(existing?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saveReview, { isLoading }] = useSaveReviewMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const review = { rating, text: text.trim(), ...(title.trim() ? { title: title.trim() } : {}) };
    const problem = reviewProblem(review);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await saveReview({ productId, review }).unwrap();
      notify.success('Thank you! Your review will appear once the studio approves it.');
      onDone();
    } catch (failure) {
      setError(getErrorMessage(failure, 'Failed to send your review. Please try again.'));
    }
  };

  return (
    <form className="account-review-form" aria-label={`Review ${productName}`} onSubmit={onSubmit} noValidate>
      <StarRatingInput value={rating} onChange={setRating} invalid={!!error && rating === 0} />
      <label htmlFor={`${id}-title`} className="account-field__label">
        Title (optional)
      </label>
      <input
        id={`${id}-title`}
        className="account-field__input"
        value={title}
        maxLength={REVIEW_LIMITS.titleMax}
        onChange={(event) => setTitle(event.target.value)}
      />
      <label htmlFor={`${id}-text`} className="account-field__label">
        Your review
      </label>
      <textarea
        id={`${id}-text`}
        className="account-field__input"
        rows={4}
        value={text}
        maxLength={REVIEW_LIMITS.textMax}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-count`} className="account-review-form__count">
        {text.trim().length} / {REVIEW_LIMITS.textMax} characters (at least {REVIEW_LIMITS.textMin})
      </p>
      {error && (
        <p id={`${id}-error`} className="account-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="account-review-form__actions">
        <button type="button" className="button button--ghost" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {isLoading ? 'Sending...' : existing ? 'Update review' : 'Submit review'}
        </button>
      </div>
    </form>
  );
}

export default ReviewForm;
