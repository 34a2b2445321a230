import type { Product } from '@mitti/shared';
import { useWords } from '../../words/words';

/** The maker's facts about the piece; a fact the product does not carry is left out. */
export function ProductDetails({ product }: { product: Product }) {
  const t = useWords();
  const rows: [string, string | undefined][] = [
    [t('Material'), product.materialType],
    [t('Glaze'), product.glaze],
    [t('Dimensions'), product.dimensions],
    [t('Capacity'), product.capacity ? `${product.capacity} ml` : undefined],
    [t('Firing temperature'), product.firingTemp ? `${product.firingTemp}°C` : undefined],
    [t('Cone type'), product.coneType],
  ];
  const known = rows.filter((row): row is [string, string] => Boolean(row[1]));
  if (!known.length) return null;
  return (
    <section className="catalog-details" aria-labelledby="catalog-details-title">
      <h2 id="catalog-details-title" className="catalog-details__title">
        {t('Details')}
      </h2>
      <dl className="catalog-details__list">
        {known.map(([term, value]) => (
          <div key={term} className="catalog-details__row">
            <dt>{term}</dt>
            <dd lang={t.en}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
