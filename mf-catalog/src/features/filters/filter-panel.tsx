import { useId, useRef, useState } from 'react';
import { CheckboxGroup } from './checkbox-group';
import { POPULAR_FILTERS, PRICE_BANDS, SORT_OPTIONS, STATIC_TAGS, type PopularFilter } from './filter-options';
import { RadioGroup } from './radio-group';
import { NO_FILTERS, type StoreFilters } from './store-filters';
import './filters.css';
import { useDialogFocus } from '@mitti/shared';

interface Props {
  filters: StoreFilters;
  categories: readonly string[];
  materials: readonly string[];
  onApply: (next: StoreFilters) => void;
  onClose: () => void;
}

const asOptions = (values: readonly string[]) => values.map((value) => ({ id: value, label: value }));
const ANY_PRICE = 'any';
const isPopular = (value: string): value is PopularFilter => POPULAR_FILTERS.some((p) => p.id === value);

/**
 * The Filter Products panel: a modal dialog holding a draft of the filters, written to the URL only
 * on Apply Filters (or cleared by Clear All Filters).
 */
export function FilterPanel({ filters, categories, materials, onApply, onClose }: Props) {
  const [draft, setDraft] = useState<StoreFilters>(filters);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const name = useId();
  useDialogFocus(dialogRef, onClose);
  const update = (patch: Partial<StoreFilters>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <div className="catalog-panel-backdrop" onClick={onClose}>
      <div
        ref={dialogRef}
        className="catalog-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="catalog-panel__header">
          <h2 id={titleId} className="catalog-panel__title">
            Filter Products
          </h2>
          <button type="button" className="catalog-panel__close" aria-label="Close filters" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="catalog-panel__content">
          <CheckboxGroup
            legend="Popular Filters"
            name={`${name}-popular`}
            options={POPULAR_FILTERS}
            selected={draft.popular}
            onChange={(popular) => update({ popular: popular.filter(isPopular) })}
          />
          <CheckboxGroup
            legend="Categories"
            name={`${name}-category`}
            options={asOptions(categories)}
            selected={draft.categories}
            onChange={(selected) => update({ categories: selected })}
          />
          <CheckboxGroup
            legend="Material"
            name={`${name}-material`}
            options={asOptions(materials)}
            selected={draft.materials}
            onChange={(selected) => update({ materials: selected })}
          />
          <RadioGroup
            legend="Price Range"
            name={`${name}-price`}
            options={[{ id: ANY_PRICE, label: 'Any price' }, ...PRICE_BANDS]}
            selected={draft.price ?? ANY_PRICE}
            onChange={(id) => update({ price: PRICE_BANDS.find((band) => band.id === id)?.id ?? null })}
          />
          <CheckboxGroup
            legend="Tags"
            name={`${name}-tags`}
            options={asOptions(STATIC_TAGS)}
            selected={draft.tags}
            onChange={(selected) => update({ tags: selected })}
          />
          <RadioGroup
            legend="Sort By"
            name={`${name}-sort`}
            options={SORT_OPTIONS}
            selected={draft.sort}
            onChange={(id) => update({ sort: SORT_OPTIONS.find((option) => option.id === id)?.id ?? draft.sort })}
          />
        </div>
        <div className="catalog-panel__actions">
          <button type="button" className="button button--primary" onClick={() => onApply(draft)}>
            Apply Filters
          </button>
          <button type="button" className="button button--ghost" onClick={() => onApply(NO_FILTERS)}>
            Clear All Filters
          </button>
        </div>
      </div>
    </div>
  );
}
