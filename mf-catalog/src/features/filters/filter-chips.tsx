import { Link } from '@mitti/shared';
import { activeFilters } from './active-filters';
import type { StoreFilters } from './store-filters';
import { useWords } from '../../words/words';
import './filters.css';

interface Props {
  filters: StoreFilters;
  /** The link to this page with other filters (useStoreFilters). */
  hrefOf: (next: StoreFilters) => string;
  /** The link to this page without any. */
  clearHref: string;
}

/** Removable chips, one per active filter, plus Clear All: links, so they work before the app runs. */
export function FilterChips({ filters, hrefOf, clearHref }: Props) {
  const t = useWords();
  const chips = activeFilters(filters, t);
  if (!chips.length) return null;
  return (
    <ul className="catalog-chips" aria-label={t('Active filters')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            className="catalog-chip"
            aria-label={t('Remove filter {label}', { label: chip.label })}
            to={hrefOf(chip.without)}
          >
            {chip.label} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
      <li>
        <Link className="catalog-chip catalog-chip--clear" to={clearHref}>
          {t('Clear All')}
        </Link>
      </li>
    </ul>
  );
}
