import { discountPercent, formatRupees, paths, type Product, Link } from '@mitti/shared';
import { ownersText } from '@mitti/shared/remote-words';
import { ProductRating } from './product-rating';
import { useWords } from '../../words/words';

/** Name, price with discount, rating (from its approved reviews, decision 029), description and tags. */
export function ProductSummary({ product }: { product: Product }) {
  const t = useWords();
  const discount = discountPercent(product.price, product.mrp);
  const name = ownersText(t, product, 'name');
  const description = ownersText(t, product, 'description');
  return (
    <div className="catalog-summary">
      <p className="catalog-summary__category" lang={t.en}>
        {product.category}
      </p>
      <h1 className="page__title" lang={name.lang}>
        {name.text}
      </h1>
      <ProductRating productId={product.id} />
      <p className="catalog-summary__price">
        <span className="catalog-summary__amount">{formatRupees(product.price)}</span>
        {discount > 0 && (
          <>
            <s className="catalog-summary__mrp" aria-label={t('MRP {price}', { price: formatRupees(product.mrp) })}>
              {formatRupees(product.mrp)}
            </s>
            <span className="catalog-summary__discount">{t('{n}% OFF', { n: discount })}</span>
          </>
        )}
      </p>
      <p className="catalog-summary__description" lang={description.lang}>
        {description.text}
      </p>
      {product.tags?.length > 0 && (
        <ul className="catalog-summary__tags" aria-label={t('Tags')} lang={t.en}>
          {product.tags.map((tag) => (
            <li key={tag}>
              <Link className="catalog-tag" to={`${paths.store()}?tag=${encodeURIComponent(tag)}`}>
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
