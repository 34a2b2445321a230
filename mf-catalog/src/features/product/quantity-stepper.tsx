import { useId } from 'react';

interface Props {
  /** The field's name in the form it belongs to. */
  name?: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}

/** Quantity from 1 to `max` (the stock, or 10 when unknown). */
export function QuantityStepper({ name, value, max, onChange }: Props) {
  const id = useId();
  const set = (next: number) => onChange(Math.min(Math.max(1, next), Math.max(1, max)));
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
          value={value}
          onChange={(event) => {
            const parsed = Number.parseInt(event.target.value, 10);
            if (Number.isFinite(parsed)) set(parsed);
          }}
        />
        <button type="button" aria-label="Increase quantity" disabled={value >= max} onClick={() => set(value + 1)}>
          +
        </button>
      </div>
    </div>
  );
}
