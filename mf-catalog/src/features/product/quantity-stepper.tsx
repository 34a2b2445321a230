import { useId, useState } from 'react';
import { parseQuantity, quantityRangeMessage } from '@mitti/shared';

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
 */
export function QuantityStepper({ name, value, max, onChange }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const invalid = draft !== null && !acceptedQuantity(draft, max);
  const set = (next: number) => {
    setDraft(null);
    onChange(Math.min(Math.max(1, next), Math.max(1, max)));
  };
  return (
    <div className="catalog-stepper">
      <label htmlFor={id} className="catalog-stepper__label">
        Quantity
      </label>
      <div className="catalog-stepper__controls">
        <button type="button" aria-label="Decrease quantity" disabled={value <= 1} onClick={() => set(value - 1)}>
          −
        </button>
        <input
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
        <button type="button" aria-label="Increase quantity" disabled={value >= max} onClick={() => set(value + 1)}>
          +
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="catalog-stepper__error" role="alert">
          {quantityRangeMessage(Math.max(1, max))}
        </p>
      )}
    </div>
  );
}
