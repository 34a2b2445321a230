import { useEffect } from 'react';
import {
  DeliverToCheck,
  notify,
  useOpenGraph,
  usePageTitle,
  paths,
  type RemoteModules,
  type Words,
  Link,
  useParams,
} from '@mitti/shared';
import { ownersText } from '@mitti/shared/remote-words';
import { useGetProductQuery } from '../products/api/get-product';
import { imagesOf } from '../products/product-facts';
import { ProductBreadcrumb } from './product-breadcrumb';
import { ProductDetails } from './product-details';
import { ProductDisclosures } from './product-disclosures';
import { ProductGallery } from './product-gallery';
import { ProductJsonLd } from './product-json-ld';
import { ProductPurchase } from './product-purchase';
import { ProductReviews } from './product-reviews';
import { ProductSummary } from './product-summary';
import { SimilarProducts } from './similar-products';
import { useWords, type CatalogText } from '../../words/words';
import './product-page.css';

export const LOAD_PRODUCT_FAILED = 'Failed to load product details';

function describe(description: string | undefined, name: string, t: Words<CatalogText>): string {
  const text = (description ?? '').trim() || t('{name}, handcrafted at Mitti Studio.', { name });
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

function ProductPage() {
  const t = useWords();
  const { id = '' } = useParams();
  const { data: product, isLoading, isError } = useGetProductQuery(id, { skip: !id });

  useEffect(() => {
    if (isError) notify.error(t(LOAD_PRODUCT_FAILED));
  }, [isError, t]);

  // The tab, the document's title, a link's preview and the structured data name the piece as the page does
  // (decision 112).
  const name = product && ownersText(t, product, 'name').text;
  const description = product && ownersText(t, product, 'description').text;
  const title = name ?? (isLoading ? t('Loading product') : t('Product Not Found'));
  usePageTitle(title, name ? describe(description, name, t) : undefined);
  useOpenGraph({ type: 'product', image: product?.images?.[0], priceRupees: product?.price });

  if (isLoading) {
    return (
      <div className="page" lang={t.lang}>
        <p className="page-status" role="status">
          {t('Loading product...')}
        </p>
      </div>
    );
  }

  if (!product) {
    return (
      <div className="page catalog-not-found" lang={t.lang}>
        <h1 className="page__title">{t('Product Not Found')}</h1>
        <p>{t('The piece you are looking for is not in our store.')}</p>
        <Link to={paths.store()} className="button button--primary">
          {t('Browse Our Store')}
        </Link>
      </div>
    );
  }

  return (
    <div className="page catalog-product" lang={t.lang}>
      <ProductJsonLd
        product={product}
        shown={{ name: name ?? product.name, description: description ?? product.description }}
      />
      <ProductBreadcrumb category={product.category} />
      <div className="catalog-product__layout">
        <ProductGallery
          key={product.id}
          name={name ?? product.name}
          images={imagesOf(product)}
          photos={product.photos}
        />
        <div className="catalog-product__info">
          <ProductSummary product={product} />
          <ProductPurchase key={product.id} product={product} />
          <DeliverToCheck />
          <ProductDetails product={product} />
          <ProductDisclosures product={product} />
        </div>
      </div>
      <ProductReviews productId={product.id} />
      <SimilarProducts product={product} />
    </div>
  );
}

export default ProductPage satisfies RemoteModules['catalog/ProductPage'];
