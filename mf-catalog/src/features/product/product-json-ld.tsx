import { usePageUrl, type Product } from '@mitti/shared';
import { formatAverageRating } from '@mitti/shared/reviews';
import type { ProductReviews } from '@mitti/shared/contracts';
import { useGetProductReviewsQuery } from '../products/api/get-product-reviews';
import { imagesOf, isOutOfStock } from '../products/product-facts';

type Rating = Pick<ProductReviews, 'average' | 'count'>;

/** The star line's average and count, as schema.org has them; none until a review is approved (decision 029). */
const aggregateRating = (rating: Rating | undefined) =>
  rating && rating.count > 0 && rating.average !== null
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: formatAverageRating(rating.average),
          reviewCount: rating.count,
          bestRating: 5,
          worstRating: 1,
        },
      }
    : {};

/** The name and description the page shows: the owner's Hindi on a Hindi page where given (decision 112). */
export interface ShownWords {
  name: string;
  description: string;
}

/**
 * schema.org Product data for search engines: name and description as the page says them, images, price in INR,
 * availability, and the rating of the approved reviews the page shows.
 */
export function productJsonLd(product: Product, shown: ShownWords, url: string, rating?: Rating) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: shown.name,
    description: shown.description,
    image: imagesOf(product),
    sku: product.id,
    category: product.category,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: 'INR',
      availability: isOutOfStock(product) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    },
    ...aggregateRating(rating),
  };
}

export function ProductJsonLd({ product, shown }: { product: Product; shown: ShownWords }) {
  const url = usePageUrl();
  // The server render starts with the reviews (server.ts), so the hydrated script is the same.
  const { data: rating } = useGetProductReviewsQuery(product.id);
  // "<" is escaped so a product text can never close the script element.
  const json = JSON.stringify(productJsonLd(product, shown, url, rating)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
