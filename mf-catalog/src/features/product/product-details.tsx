import type { Product } from '@mitti/shared';

/** The maker's facts about the piece; a fact the product does not carry is left out. */
export function ProductDetails({ product }: { product: Product }) {
  const rows: [string, string | undefined][] = [
    ['Material', product.materialType],
    ['Glaze', product.glaze],
    ['Dimensions', product.dimensions],
    ['Capacity', product.capacity ? `${product.capacity} ml` : undefined],
    ['Firing temperature', product.firingTemp ? `${product.firingTemp}°C` : undefined],
    ['Cone type', product.coneType],
  ];
  const known = rows.filter((row): row is [string, string] => Boolean(row[1]));
  if (!known.length) return null;
  return (
    <section className="catalog-details" aria-labelledby="catalog-details-title">
      <h2 id="catalog-details-title" className="catalog-details__title">
        Details
      </h2>
      <dl className="catalog-details__list">
        {known.map(([term, value]) => (
          <div key={term} className="catalog-details__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
