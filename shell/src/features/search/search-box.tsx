import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, paths, pathInLanguage, useLanguage, useTranslate } from '@mitti/shared';
import { SearchIcon } from '../../components/icons';
import { useGetProductSuggestionsQuery } from './search-api';
import { useDebouncedValue } from './use-debounced-value';
import { shellMessages } from '../../i18n/shell-messages';
import './search-box.css';

export const SUGGEST_DELAY_MS = 200;

interface Props {
  /** Tells instances apart (navbar, mobile menu) in class names and tests. */
  variant: 'navbar' | 'menu';
  /** Called after the box has navigated somewhere (the mobile menu closes itself). */
  onNavigate?: () => void;
}

/**
 * Product search as a WAI-ARIA combobox with a listbox popup: suggestions appear as the shopper types,
 * ArrowDown/ArrowUp move through them, Enter opens the highlighted product or else searches the store
 * (/store?q=...), Escape closes the list and then clears the box.
 */
export function SearchBox({ variant, onNavigate }: Props) {
  const t = useTranslate();
  // On a Hindi page a piece is suggested by the owner's Hindi name where given, as ownersText (remote-words) has it,
  // which the shell's boot does not carry for this one use; its category (the owner's) in English marked so
  // (decision 112).
  const language = useLanguage();
  const en = language === 'hi' ? 'en' : undefined;
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const { data: suggestions = [], isFetching } = useGetProductSuggestionsQuery(query, { skip: query.length < 2 });
  const current = query.length >= 2 && query === text.trim() ? suggestions : [];
  const expanded = open && current.length > 0;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const finish = (to: string) => {
    setOpen(false);
    setActive(-1);
    navigate(to);
    onNavigate?.();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const product = expanded ? current[active] : undefined;
    if (product) return finish(paths.product(product.id));
    const words = text.trim();
    if (words) finish(`${paths.store()}?${new URLSearchParams({ q: words })}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!current.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const count = current.length;
      setActive((index) => (!expanded || index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        setText('');
      }
    }
  };

  const status =
    query.length >= 2 && !isFetching && query === text.trim()
      ? current.length
        ? `${current.length} ${t(current.length === 1 ? shellMessages.suggestionAvailable : shellMessages.suggestionsAvailable)}`
        : ''
      : '';

  return (
    // A plain GET to the store in the page's language with the words before the app runs (or without JavaScript).
    <form
      role="search"
      className={`search-box search-box--${variant}`}
      action={pathInLanguage(paths.store(), language)}
      method="get"
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className="visually-hidden">
        {t(shellMessages.searchProducts)}
      </label>
      <input
        id={id}
        name="q"
        // A text field: HTML allows the combobox role on it (not on type=search).
        type="text"
        role="combobox"
        className="search-box__input"
        placeholder={t(shellMessages.searchProducts)}
        autoComplete="off"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <button type="submit" className="search-box__submit" aria-label={t(shellMessages.search)}>
        <SearchIcon />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={t(shellMessages.suggestions)}
        className="search-box__list"
        hidden={!expanded}
      >
        {current.map((product, index) => {
          const hindi = en && product.nameHi;
          return (
            <li
              key={product.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="search-box__option"
              // Keeps focus in the box; the click below picks the product.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => finish(paths.product(product.id))}
            >
              <span className="search-box__name" lang={hindi ? undefined : en}>
                {hindi || product.name}
              </span>
              <span className="search-box__category" lang={en}>
                {product.category}
              </span>
            </li>
          );
        })}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {status}
      </span>
    </form>
  );
}
