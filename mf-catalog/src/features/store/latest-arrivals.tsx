import type { RemoteModules } from '@mitti/shared';
import { CardCartForm } from '../products/components/product-card/card-cart-form';
import { ProductCard } from '../products/components/product-card/product-card';
import { useGetProductsQuery } from '../products/api/get-products';
import { latestArrivals } from '../filters/apply-filters';
import { useWords } from '../../words/words';
import './store.css';

/** The home page's rail: the `limit` newest products as product cards, one row in the first view. */
function LatestArrivals({ limit = 4 }: { limit?: number }) {
  const t = useWords();
  const { data: products = [], isLoading, isError } = useGetProductsQuery();
  if (isLoading)
    return (
      <p className="page-status" lang={t.lang}>
        {t('Loading products...')}
      </p>
    );
  if (isError || products.length === 0)
    return (
      <p className="page-status" lang={t.lang}>
        {t('No products available at the moment. Please check back later.')}
      </p>
    );
  const latest = latestArrivals(products, limit);
  return (
    <CardCartForm products={latest}>
      <ul className="catalog-rail" aria-label={t('Latest arrivals')} lang={t.lang}>
        {latest.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} priority />
          </li>
        ))}
      </ul>
    </CardCartForm>
  );
}

export default LatestArrivals satisfies RemoteModules['catalog/LatestArrivals'];
