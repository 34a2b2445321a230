import { useId, useLayoutEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { DialogFocus, Link, submittedFields } from '@mitti/shared';
import { CheckboxGroup } from './checkbox-group';
import { POPULAR_FILTERS, PRICE_BANDS, SORT_OPTIONS, STATIC_TAGS } from './filter-options';
import { RadioGroup } from './radio-group';
import { FILTER_PARAMS, NO_FILTERS, parseStoreFilters, type StoreFilters } from './store-filters';
import { useWords, type CatalogText } from '../../words/words';
import './filters.css';

interface Props {
  filters: StoreFilters;
  categories: readonly string[];
  materials: readonly string[];
  /** The link to this page with other filters (useStoreFilters). */
  hrefOf: (next: StoreFilters) => string;
  onApply: (next: StoreFilters) => void;
  /** The Filter Products button's look where the panel is used (the store's floating one, the embed's). */
  toggleClassName: string;
}

const asOptions = (values: readonly string[]) => values.map((value) => ({ id: value, label: value }));

/**
 * The Filter Products panel (SPEC section 2). It works before the app runs: the button opens it (a
 * `<details>`), and Apply Filters is a GET form to this page with every filter in the URL, which the
 * server renders; Clear All Filters and the close button are links. Once the app runs it takes over: a
 * modal dialog whose choices go to the URL on Apply Filters without a page load.
 */
export function FilterPanel({ filters, categories, materials, hrefOf, onApply, toggleClassName }: Props) {
  const t = useWords();
  // The panel's own choices in the page's words; their ids, the URL's values, stay as they are.
  const said = (options: readonly { id: string; label: CatalogText }[]) =>
    options.map(({ id, label }) => ({ id, label: t(label) }));
  const [open, setOpen] = useState(false);
  // Closing without Apply drops the choices made: the form starts afresh (a new form, not form.reset(), which
  // would leave the radios' defaults to fight the shopper's next choice).
  const [draft, setDraft] = useState(0);
  const panelRef = useRef<HTMLDivElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  // Opened before the app ran: its toggle came before React listened, and hydration keeps the open attribute.
  // Without this the app held it closed, and neither Escape, × nor the backdrop could close it. A layout effect:
  // the app has the panel (and the keyboard in it) before the browser paints the hydrated page; a regular
  // effect ran a task later, and an Escape pressed in between went to the Filter button, where nothing listens.
  useLayoutEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);
  const titleId = useId();
  const current = hrefOf(filters);
  const close = () => {
    setDraft((n) => n + 1);
    setOpen(false);
  };
  const apply = (next: StoreFilters) => {
    onApply(next);
    setOpen(false);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of submittedFields(event)) if (typeof value === 'string') params.append(name, value);
    apply(parseStoreFilters(params));
  };
  // The links are for a browser without the app; with it, they act in place.
  const closeByLink = (event: MouseEvent) => {
    event.preventDefault();
    close();
  };
  const clearByLink = (event: MouseEvent) => {
    event.preventDefault();
    apply(NO_FILTERS);
  };

  return (
    <details
      ref={detailsRef}
      className="catalog-filter"
      open={open}
      // The open attribute may be the shopper's, from before the app ran: the layout effect above takes it over.
      suppressHydrationWarning
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={toggleClassName}>{t('Filter Products')}</summary>
      <div className="catalog-panel-backdrop" onClick={close}>
        {/* The dialog holds the form (HTML allows no dialog role on a form itself). */}
        <div
          ref={panelRef}
          className="catalog-panel"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          onClick={(event) => event.stopPropagation()}
        >
          <form
            // The choices start from the URL's filters each time they change, and afresh after a close.
            key={`${current}#${draft}`}
            className="catalog-panel__form"
            method="get"
            action={hrefOf(NO_FILTERS)}
            onSubmit={onSubmit}
          >
            {open && <DialogFocus dialog={panelRef} onClose={close} />}
            <div className="catalog-panel__header">
              <h2 id={titleId} className="catalog-panel__title">
                {t('Filter Products')}
              </h2>
              <Link to={current} className="catalog-panel__close" aria-label={t('Close filters')} onClick={closeByLink}>
                ×
              </Link>
            </div>
            <div className="catalog-panel__content">
              {filters.q && <input type="hidden" name={FILTER_PARAMS.q} value={filters.q} />}
              {filters.tag && <input type="hidden" name={FILTER_PARAMS.tag} value={filters.tag} />}
              <CheckboxGroup
                legend={t('Popular Filters')}
                name={FILTER_PARAMS.popular}
                options={said(POPULAR_FILTERS)}
                selected={filters.popular}
              />
              <CheckboxGroup
                legend={t('Categories')}
                name={FILTER_PARAMS.categories}
                options={asOptions(categories)}
                lang={t.en}
                selected={filters.categories}
              />
              <CheckboxGroup
                legend={t('Material')}
                name={FILTER_PARAMS.materials}
                options={asOptions(materials)}
                lang={t.en}
                selected={filters.materials}
              />
              <RadioGroup
                legend={t('Price Range')}
                name={FILTER_PARAMS.price}
                options={said([{ id: '', label: 'Any price' }, ...PRICE_BANDS])}
                selected={filters.price ?? ''}
              />
              <CheckboxGroup
                legend={t('Tags')}
                name={FILTER_PARAMS.tags}
                options={asOptions(STATIC_TAGS)}
                lang={t.en}
                selected={filters.tags}
              />
              <RadioGroup
                legend={t('Sort By')}
                name={FILTER_PARAMS.sort}
                options={said(SORT_OPTIONS)}
                selected={filters.sort}
              />
            </div>
            <div className="catalog-panel__actions">
              <button type="submit" className="button button--primary">
                {t('Apply Filters')}
              </button>
              <Link to={hrefOf(NO_FILTERS)} className="button button--ghost" onClick={clearByLink}>
                {t('Clear All Filters')}
              </Link>
            </div>
          </form>
        </div>
      </div>
    </details>
  );
}
