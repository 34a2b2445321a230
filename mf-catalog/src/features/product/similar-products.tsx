import type { Product } from '@mitti/shared';
import { ProductSection } from '../store/product-section';
import { useGetProductsByCategoryQuery } from '../products/api/get-products-by-category';
import { similarProducts } from '../filters/apply-filters';
import { SIMILAR_PRODUCTS_COUNT } from '../filters/filter-options';

/** 'You May Also Like': up to 4 of the same category, this one excluded. */
export function SimilarProducts({ product }: { product: Product }) {
  const { data = [] } = useGetProductsByCategoryQuery(product.category);
  const similar = similarProducts(data, product, SIMILAR_PRODUCTS_COUNT);
  if (!similar.length) return null;
  return <ProductSection title="You May Also Like" products={similar} />;
}
