import type { InputHTMLAttributes } from 'react';
import type { CheckoutForm } from '@mitti/shared';
import {
  FIELD_INPUTS,
  FIELD_MAX_LENGTH,
  fieldLabel,
  fieldProblem,
  type CheckoutErrors,
  type CheckoutField,
  type TypedField,
} from '../lib/checkout-form';
import { useWords, type CheckoutWords } from '../../../words/words';

/** Fields whose own format (a 6-digit PIN, a 10-digit mobile) is what the shopper needs to know, not a length. */
const FORMATTED: readonly CheckoutField[] = ['phone', 'zipCode'];

/** 'Up to 100 characters', counting once the value comes near the limit: '87 of 100 characters'. */
function limitHint(t: CheckoutWords, field: CheckoutField, value: string): string | null {
  if (FORMATTED.includes(field)) return null;
  const limit = FIELD_MAX_LENGTH[field];
  return value.length >= limit * 0.8
    ? t('{length} of {limit} characters', { length: value.length, limit })
    : t('Up to {limit} characters', { limit });
}

interface CheckoutTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  field: TypedField;
  value: string;
  /** The rules' problem with the value, as they say it (English): shown in the page's words. */
  error?: string | undefined;
  wide?: boolean;
  onValueChange: (field: CheckoutField, value: string) => void;
}

/**
 * A labelled, required input whose error is announced and tied to it, saying the longest value the shop takes
 * (issue 33). A longer one is not cut off as typed or pasted: the form's check says what is wrong with it. It asks for
 * its value as FIELD_INPUTS says (its keyboard, autofill and hint). The label, the hint and the problem are in the
 * page's words.
 */
export function CheckoutTextField({ field, value, error, wide, onValueChange, ...input }: CheckoutTextFieldProps) {
  const t = useWords();
  const { placeholder, wide: alwaysWide, ...asks } = FIELD_INPUTS[field];
  const id = `checkout-${field}`;
  const hint = limitHint(t, field, value);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`checkout-field${wide || alwaysWide ? ' checkout-field--wide' : ''}`}>
      <label htmlFor={id}>{fieldLabel(t, field)}</label>
      <input
        id={id}
        name={field}
        value={value}
        required
        aria-invalid={!!error}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValueChange(field, event.target.value)}
        placeholder={placeholder && t(placeholder)}
        {...asks}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="checkout-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="checkout-field__error" role="alert">
          {fieldProblem(t, field, error, value)}
        </p>
      )}
    </div>
  );
}

interface CheckoutFieldsProps {
  fields: readonly TypedField[];
  form: CheckoutForm;
  errors: CheckoutErrors;
  onValueChange: (field: CheckoutField, value: string) => void;
  /** Fields that take a whole row in this form besides those that always do (the address). */
  wide?: readonly TypedField[];
}

/** A checkout form's typed fields, in order, each as every checkout form asks for it. */
export function CheckoutFields({ fields, form, errors, onValueChange, wide = [] }: CheckoutFieldsProps) {
  return fields.map((field) => (
    <CheckoutTextField
      key={field}
      field={field}
      value={form[field]}
      error={errors[field]}
      wide={wide.includes(field)}
      onValueChange={onValueChange}
    />
  ));
}
