import type { Product } from '@mitti/shared';
import { latestArrivals, popularItems, sortProducts } from '../filters/apply-filters';
import { LATEST_ARRIVALS_COUNT, POPULAR_ITEMS_COUNT } from '../filters/filter-options';
import { ProductSection } from './product-section';

/** The unfiltered store: latest arrivals, popular items, then everything (SPEC section 2). */
export function StoreSections({ products }: { products: readonly Product[] }) {
  const popular = popularItems(products, POPULAR_ITEMS_COUNT);
  return (
    <>
      <ProductSection
        title="LATEST ARRIVALS"
        products={latestArrivals(products, LATEST_ARRIVALS_COUNT)}
        firstView
        rail
      />
      {popular.length > 0 && <ProductSection title="POPULAR ITEMS" products={popular} rail />}
      <ProductSection title="ALL PRODUCTS" products={sortProducts(products, 'newest')} />
    </>
  );
}
