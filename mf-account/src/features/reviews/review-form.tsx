import { useId, useState, type FormEvent } from 'react';
import { getErrorMessage, notify, type MyReview } from '@mitti/shared';
import { REVIEW_LIMITS, reviewProblem } from '@mitti/shared/reviews';
import { useSaveReviewMutation } from './reviews-api';
import { StarRatingInput } from './star-rating-input';
import { useWords, type AccountText } from '../../words/words';
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
  const t = useWords();
  const id = useId();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [text, setText] = useState(existing?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saveReview, { isLoading }] = useSaveReviewMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const review = { rating, text: text.trim(), ...(title.trim() ? { title: title.trim() } : {}) };
    // One of REVIEW_MESSAGES, each of them one of the account's texts (catalog.test.ts).
    const problem = reviewProblem(review) as AccountText | null;
    if (problem) {
      setError(t(problem));
      return;
    }
    try {
      await saveReview({ productId, review }).unwrap();
      notify.success(t('Thank you! Your review will appear once the studio approves it.'));
      onDone();
    } catch (failure) {
      setError(getErrorMessage(failure, t('Failed to send your review. Please try again.')));
    }
  };

  return (
    <form
      className="account-review-form"
      aria-label={t('Review {name}', { name: productName })}
      onSubmit={onSubmit}
      noValidate
    >
      <StarRatingInput value={rating} onChange={setRating} invalid={!!error && rating === 0} />
      <label htmlFor={`${id}-title`} className="account-field__label">
        {t('Title (optional)')}
      </label>
      <input
        id={`${id}-title`}
        className="account-field__input"
        value={title}
        maxLength={REVIEW_LIMITS.titleMax}
        onChange={(event) => setTitle(event.target.value)}
      />
      <label htmlFor={`${id}-text`} className="account-field__label">
        {t('Your review')}
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
        {t('{count} / {max} characters (at least {min})', {
          count: text.trim().length,
          max: REVIEW_LIMITS.textMax,
          min: REVIEW_LIMITS.textMin,
        })}
      </p>
      {error && (
        <p id={`${id}-error`} className="account-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="account-review-form__actions">
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('Cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {t(isLoading ? 'Sending...' : existing ? 'Update review' : 'Submit review')}
        </button>
      </div>
    </form>
  );
}

export default ReviewForm;
