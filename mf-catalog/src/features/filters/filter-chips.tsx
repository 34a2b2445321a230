import { activeFilters } from './active-filters';
import type { StoreFilters } from './store-filters';
import './filters.css';

interface Props {
  filters: StoreFilters;
  onChange: (next: StoreFilters) => void;
  onClearAll: () => void;
}

/** Removable chips, one per active filter, plus Clear All. */
export function FilterChips({ filters, onChange, onClearAll }: Props) {
  const chips = activeFilters(filters);
  if (!chips.length) return null;
  return (
    <ul className="catalog-chips" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className="catalog-chip"
            aria-label={`Remove filter ${chip.label}`}
            onClick={() => onChange(chip.without)}
          >
            {chip.label} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="catalog-chip catalog-chip--clear" onClick={onClearAll}>
          Clear All
        </button>
      </li>
    </ul>
  );
}
