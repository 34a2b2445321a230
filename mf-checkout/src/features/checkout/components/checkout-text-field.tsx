import type { InputHTMLAttributes } from 'react';
import { FIELD_LABELS, FIELD_MAX_LENGTH, type CheckoutField } from '../lib/checkout-form';

/** Fields whose own format (a 6-digit PIN, a 10-digit mobile) is what the shopper needs to know, not a length. */
const FORMATTED: readonly CheckoutField[] = ['phone', 'zipCode'];

/** 'Up to 100 characters', counting once the value comes near the limit: '87 of 100 characters'. */
function limitHint(field: CheckoutField, value: string): string | null {
  if (FORMATTED.includes(field)) return null;
  const limit = FIELD_MAX_LENGTH[field];
  return value.length >= limit * 0.8 ? `${value.length} of ${limit} characters` : `Up to ${limit} characters`;
}

interface CheckoutTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  field: CheckoutField;
  value: string;
  error?: string | undefined;
  wide?: boolean;
  onValueChange: (field: CheckoutField, value: string) => void;
}

/**
 * A labelled, required input whose error is announced and tied to it, saying the longest value the shop takes
 * (issue 33). A longer one is not cut off as typed or pasted: the form's check says what is wrong with it.
 */
export function CheckoutTextField({ field, value, error, wide, onValueChange, ...input }: CheckoutTextFieldProps) {
  const id = `checkout-${field}`;
  const hint = limitHint(field, value);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`checkout-field${wide ? ' checkout-field--wide' : ''}`}>
      <label htmlFor={id}>{FIELD_LABELS[field]}</label>
      <input
        id={id}
        name={field}
        value={value}
        required
        aria-invalid={!!error}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValueChange(field, event.target.value)}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="checkout-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="checkout-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
