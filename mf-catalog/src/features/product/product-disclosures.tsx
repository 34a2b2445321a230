import { COUNTRY_OF_ORIGIN, formatRupees, MAKER, type Product } from '@mitti/shared';

/** "Set of 6" is 6 pieces, "(Pair)" 2; any other piece is sold singly. */
export function netQuantity(name: string): string {
  const set = /set of (\d+)/i.exec(name);
  if (set) return `${set[1]} pieces`;
  return /\bpair\b/i.test(name) ? '2 pieces (1 pair)' : '1 piece';
}

/**
 * What the Legal Metrology (Packaged Commodities) Rules 2011 require on an e-commerce product page: country of
 * origin, net quantity and dimensions, the MRP inclusive of all taxes, and the maker (issue 23).
 */
export function ProductDisclosures({ product }: { product: Product }) {
  const rows: [string, string][] = [
    ['Country of origin', COUNTRY_OF_ORIGIN],
    ['Net quantity', netQuantity(product.name)],
    ...(product.dimensions ? ([['Dimensions', product.dimensions]] as [string, string][]) : []),
    ['MRP', `${formatRupees(product.mrp || product.price)} (inclusive of all taxes)`],
    ['Maker', MAKER],
  ];
  return (
    <section className="catalog-details" aria-labelledby="catalog-disclosures-title">
      <h2 id="catalog-disclosures-title" className="catalog-details__title">
        Product information
      </h2>
      <dl className="catalog-details__list">
        {rows.map(([term, value]) => (
          <div key={term} className="catalog-details__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
