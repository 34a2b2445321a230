import { useId } from 'react';
import { REVIEW_LIMITS } from '@mitti/shared/reviews';
import { useWords, type AccountWords } from '../../words/words';

const ratings = Array.from(
  { length: REVIEW_LIMITS.ratingMax - REVIEW_LIMITS.ratingMin + 1 },
  (_, index) => REVIEW_LIMITS.ratingMin + index,
);

/** '1 star', '3 stars', in the page's words: what the stars say to a screen reader, and a review's standing. */
export const stars = (t: AccountWords, rating: number): string =>
  rating === 1 ? t('1 star') : t('{n} stars', { n: rating });

interface Props {
  value: number;
  onChange: (rating: number) => void;
  invalid: boolean;
}

/** Five stars as a radio group: keyboard and screen readers get "3 stars", the eye gets the stars. */
export function StarRatingInput({ value, onChange, invalid }: Props) {
  const t = useWords();
  const name = useId();
  return (
    <fieldset className="account-stars" aria-invalid={invalid || undefined}>
      <legend className="account-field__label">{t('Your rating')}</legend>
      {ratings.map((rating) => (
        <label key={rating} className={rating <= value ? 'account-star account-star--on' : 'account-star'}>
          <input
            type="radio"
            name={name}
            value={rating}
            checked={value === rating}
            onChange={() => onChange(rating)}
            aria-label={stars(t, rating)}
          />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </fieldset>
  );
}
