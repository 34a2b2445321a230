import { formatDateIndia, type PublicReview } from '@mitti/shared';
import { useGetProductReviewsQuery } from '../products/api/get-product-reviews';
import { ReviewStars } from './review-stars';
import { useWords } from '../../words/words';

function Review({ review }: { review: PublicReview }) {
  const t = useWords();
  return (
    <li className="catalog-review">
      <p className="catalog-review__rating">
        <ReviewStars rating={review.rating} />
        <span className="visually-hidden">{t('{n} out of 5 stars', { n: review.rating })}</span>
        {review.title && (
          <strong className="catalog-review__title" lang={t.en}>
            {review.title}
          </strong>
        )}
      </p>
      <p className="catalog-review__text" lang={t.en}>
        {review.text}
      </p>
      <p className="catalog-review__by">
        {review.reviewer} · <time dateTime={review.writtenAt}>{(t.date ?? formatDateIndia)(review.writtenAt)}</time>
      </p>
    </li>
  );
}

/** The product's approved reviews, newest first; all come from shoppers whose order of it was delivered. */
export function ProductReviews({ productId }: { productId: string }) {
  const t = useWords();
  const { data } = useGetProductReviewsQuery(productId);
  if (!data) return null;
  return (
    <section id="reviews" className="catalog-reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="section-title catalog-reviews__title">
        {t('Reviews')}
      </h2>
      {data.reviews.length === 0 ? (
        <p className="catalog-reviews__empty">
          {t('None yet. Shoppers who have received this piece can review it from their orders.')}
        </p>
      ) : (
        <ul className="catalog-reviews__list" aria-label={t('Reviews from verified buyers')}>
          {data.reviews.map((review) => (
            <Review key={review.id} review={review} />
          ))}
        </ul>
      )}
    </section>
  );
}
