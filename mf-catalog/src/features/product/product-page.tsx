import { useEffect } from 'react';
import {
  DeliverToCheck,
  notify,
  useOpenGraph,
  usePageTitle,
  paths,
  type RemoteModules,
  Link,
  useParams,
} from '@mitti/shared';
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
import './product-page.css';

export const LOAD_PRODUCT_FAILED = 'Failed to load product details';

function describe(description: string | undefined, name: string): string {
  const text = (description ?? '').trim() || `${name}, handcrafted at Mitti Studio.`;
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

function ProductPage() {
  const { id = '' } = useParams();
  const { data: product, isLoading, isError } = useGetProductQuery(id, { skip: !id });

  useEffect(() => {
    if (isError) notify.error(LOAD_PRODUCT_FAILED);
  }, [isError]);

  const title = product ? product.name : isLoading ? 'Loading product' : 'Product Not Found';
  usePageTitle(title, product ? describe(product.description, product.name) : undefined);
  useOpenGraph({ type: 'product', image: product?.images?.[0], priceRupees: product?.price });

  if (isLoading) {
    return (
      <div className="page">
        <p className="page-status" role="status">
          Loading product...
        </p>
      </div>
    );
  }

  if (!product) {
    return (
      <div className="page catalog-not-found">
        <h1 className="page__title">Product Not Found</h1>
        <p>The piece you are looking for is not in our store.</p>
        <Link to={paths.store()} className="button button--primary">
          Browse Our Store
        </Link>
      </div>
    );
  }

  return (
    <div className="page catalog-product">
      <ProductJsonLd product={product} />
      <ProductBreadcrumb category={product.category} />
      <div className="catalog-product__layout">
        <ProductGallery key={product.id} name={product.name} images={imagesOf(product)} photos={product.photos} />
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
