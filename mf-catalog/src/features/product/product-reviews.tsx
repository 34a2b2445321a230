import { formatDateIndia, type PublicReview } from '@mitti/shared';
import { useGetProductReviewsQuery } from '../products/api/get-product-reviews';
import { ReviewStars } from './review-stars';

function Review({ review }: { review: PublicReview }) {
  return (
    <li className="catalog-review">
      <p className="catalog-review__rating">
        <ReviewStars rating={review.rating} />
        <span className="visually-hidden">{`${review.rating} out of 5 stars`}</span>
        {review.title && <strong className="catalog-review__title">{review.title}</strong>}
      </p>
      <p className="catalog-review__text">{review.text}</p>
      <p className="catalog-review__by">
        {review.reviewer} · <time dateTime={review.writtenAt}>{formatDateIndia(review.writtenAt)}</time>
      </p>
    </li>
  );
}

/** The product's approved reviews, newest first; all come from shoppers whose order of it was delivered. */
export function ProductReviews({ productId }: { productId: string }) {
  const { data } = useGetProductReviewsQuery(productId);
  if (!data) return null;
  return (
    <section id="reviews" className="catalog-reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="section-title catalog-reviews__title">
        Reviews
      </h2>
      {data.reviews.length === 0 ? (
        <p className="catalog-reviews__empty">
          None yet. Shoppers who have received this piece can review it from their orders.
        </p>
      ) : (
        <ul className="catalog-reviews__list" aria-label="Reviews from verified buyers">
          {data.reviews.map((review) => (
            <Review key={review.id} review={review} />
          ))}
        </ul>
      )}
    </section>
  );
}
