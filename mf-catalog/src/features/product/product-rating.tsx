import { formatAverageRating } from '@mitti/shared/reviews';
import { useGetProductReviewsQuery } from '../products/api/get-product-reviews';
import { ReviewStars } from './review-stars';
import { useWords } from '../../words/words';

export const NO_REVIEWS_YET = 'No reviews yet';

/**
 * The SPEC's star line, "★★★★½ 4.5 (24 reviews)", from the product's approved reviews; "No reviews yet" where
 * it has none instead of the SPEC's fixed placeholder (decision 029). An empty line while they load or when
 * they could not be read: a made-up rating is never shown.
 */
export function ProductRating({ productId }: { productId: string }) {
  const t = useWords();
  const { data } = useGetProductReviewsQuery(productId);
  // The line's space is kept, so the price below does not move when the reviews arrive after a client navigation.
  if (!data) return <p className="catalog-summary__rating" aria-hidden="true" />;
  if (data.count === 0 || data.average === null) {
    return <p className="catalog-summary__rating catalog-summary__rating--none">{t(NO_REVIEWS_YET)}</p>;
  }
  const average = formatAverageRating(data.average);
  return (
    <p className="catalog-summary__rating">
      <ReviewStars rating={data.average} />
      {` ${average} (${data.count === 1 ? t('1 review') : t('{n} reviews', { n: data.count })})`}
    </p>
  );
}
