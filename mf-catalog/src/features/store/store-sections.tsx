import type { Product } from '@mitti/shared';
import { latestArrivals, popularItems, sortProducts } from '../filters/apply-filters';
import { LATEST_ARRIVALS_COUNT, POPULAR_ITEMS_COUNT } from '../filters/filter-options';
import { ProductSection } from './product-section';
import { useWords } from '../../words/words';

/** The unfiltered store: latest arrivals, popular items, then everything (SPEC section 2). */
export function StoreSections({ products }: { products: readonly Product[] }) {
  const t = useWords();
  const popular = popularItems(products, POPULAR_ITEMS_COUNT);
  return (
    <>
      <ProductSection
        title={t('LATEST ARRIVALS')}
        products={latestArrivals(products, LATEST_ARRIVALS_COUNT)}
        firstView
        rail
      />
      {popular.length > 0 && <ProductSection title={t('POPULAR ITEMS')} products={popular} rail />}
      <ProductSection title={t('ALL PRODUCTS')} products={sortProducts(products, 'newest')} />
    </>
  );
}
