import { COUNTRY_OF_ORIGIN, formatRupees, MAKER, type Product, type Words } from '@mitti/shared';
import { useWords, type CatalogText } from '../../words/words';

/** "Set of 6" is 6 pieces, "(Pair)" 2; any other piece is sold singly. */
export function netQuantity(name: string, t: Words<CatalogText>): string {
  const set = /set of (\d+)/i.exec(name);
  if (set) return t('{n} pieces', { n: set[1]! });
  return /\bpair\b/i.test(name) ? t('2 pieces (1 pair)') : t('1 piece');
}

/**
 * What the Legal Metrology (Packaged Commodities) Rules 2011 require on an e-commerce product page: country of
 * origin, net quantity and dimensions, the MRP inclusive of all taxes, and the maker (issue 23).
 */
export function ProductDisclosures({ product }: { product: Product }) {
  const t = useWords();
  const rows: [string, string][] = [
    [t('Country of origin'), t(COUNTRY_OF_ORIGIN)],
    [t('Net quantity'), netQuantity(product.name, t)],
    ...(product.dimensions ? ([[t('Dimensions'), product.dimensions]] as [string, string][]) : []),
    [t('MRP'), t('{price} (inclusive of all taxes)', { price: formatRupees(product.mrp || product.price) })],
    [t('Maker'), MAKER],
  ];
  return (
    <section className="catalog-details" aria-labelledby="catalog-disclosures-title">
      <h2 id="catalog-disclosures-title" className="catalog-details__title">
        {t('Product information')}
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
