import type { InputHTMLAttributes } from 'react';
import { FIELD_LABELS, type CheckoutField } from '../lib/checkout-form';

interface CheckoutTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  field: CheckoutField;
  value: string;
  error?: string | undefined;
  wide?: boolean;
  onValueChange: (field: CheckoutField, value: string) => void;
}

/** A labelled, required input whose error is announced and tied to it. */
export function CheckoutTextField({ field, value, error, wide, onValueChange, ...input }: CheckoutTextFieldProps) {
  const id = `checkout-${field}`;
  return (
    <div className={`checkout-field${wide ? ' checkout-field--wide' : ''}`}>
      <label htmlFor={id}>{FIELD_LABELS[field]}</label>
      <input
        id={id}
        name={field}
        value={value}
        required
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValueChange(field, event.target.value)}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="checkout-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
