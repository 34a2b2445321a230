import { useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { parseQuantity } from '@mitti/shared';
import { useWords } from '../../words/words';

interface Props {
  /** The field's name in the form it belongs to. */
  name?: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}

/** A quantity as typed that the shop takes: a whole number from 1 to `max`; null otherwise. */
export function acceptedQuantity(typed: unknown, max: number): number | null {
  const quantity = parseQuantity(typed);
  return quantity && quantity <= Math.max(1, max) ? quantity : null;
}

/**
 * Quantity from 1 to `max` (the stock, or 10 when unknown). What is typed stays as typed: one outside the range
 * ("-1", "0", "50" of 8) is said in plain words ('Choose a quantity from 1 to 8.') and changes nothing, rather
 * than quietly becoming another number (issue 33); it stays until corrected, so Add to Cart refuses it too.
 *
 * Before the app runs, − and + are stepped by the document's own script (`data-step`, decision 035) and the
 * field takes typing: the app takes over the quantity the field holds then, and its − and + cancel the click's
 * default action, so that script stands down.
 */
export function QuantityStepper({ name, value, max, onChange }: Props) {
  const t = useWords();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const invalid = draft !== null && !acceptedQuantity(draft, max);
  const set = (next: number) => {
    setDraft(null);
    onChange(Math.min(Math.max(1, next), Math.max(1, max)));
  };
  // From what the field holds: the app may take a tap before its effect below has run.
  const step = (event: MouseEvent, delta: number) => {
    event.preventDefault();
    set((acceptedQuantity(field.current?.value, max) ?? value) + delta);
  };
  // Hydration keeps what the field holds (typed or stepped before the app); the app's quantity becomes it in
  // the task that hydrates the field (a layout effect). A passive effect did it tasks later: a − tapped in
  // between was stepped by the document's script (the app's − still disabled at 1), then undone by the app's
  // render of the quantity held before the tap.
  useLayoutEffect(() => {
    const held = field.current?.value ?? '';
    if (held !== String(value)) {
      const quantity = acceptedQuantity(held, max);
      if (quantity) onChange(quantity);
      else setDraft(held);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the app takes the field over
  }, []);
  return (
    <div className="catalog-stepper">
      <label htmlFor={id} className="catalog-stepper__label">
        {t('Quantity')}
      </label>
      <div className="catalog-stepper__controls">
        <button
          type="button"
          aria-label={t('Decrease quantity')}
          aria-controls={id}
          data-step="-1"
          disabled={value <= 1}
          onClick={(event) => step(event, -1)}
        >
          −
        </button>
        <input
          ref={field}
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={draft ?? value}
          aria-invalid={invalid}
          aria-errormessage={`${id}-error`}
          onChange={({ target }) => {
            const quantity = acceptedQuantity(target.value, max);
            setDraft(quantity ? null : target.value);
            if (quantity) onChange(quantity);
          }}
        />
        <button
          type="button"
          aria-label={t('Increase quantity')}
          aria-controls={id}
          data-step="1"
          disabled={value >= max}
          onClick={(event) => step(event, 1)}
        >
          +
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="catalog-stepper__error" role="alert">
          {t('Choose a quantity from 1 to {cap}.', { cap: Math.max(1, max) })}
        </p>
      )}
    </div>
  );
}
