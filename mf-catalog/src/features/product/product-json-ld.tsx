import { usePageUrl, type Product } from '@mitti/shared';
import { imagesOf, isOutOfStock } from '../products/product-facts';

/** schema.org Product data for search engines: name, images, price in INR and availability. */
export function productJsonLd(product: Product, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
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
  };
}

export function ProductJsonLd({ product }: { product: Product }) {
  const url = usePageUrl();
  // "<" is escaped so a product text can never close the script element.
  const json = JSON.stringify(productJsonLd(product, url)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
