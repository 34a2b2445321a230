import type { InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function TextField({ id, label, value, onValueChange, error, hint, ...input }: Props) {
  const { 'aria-describedby': describedByOthers, ...attributes } = input;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [describedByOthers, hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...attributes}
        id={id}
        className="auth-field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hintId} className="auth-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="auth-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
