interface Props {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  onChange: (value: string) => void;
}

export function PasswordField({ id, label, value, error, autoComplete, onChange }: Props) {
  return (
    <div className="account-field">
      <label htmlFor={id} className="account-field__label">
        {label}
      </label>
      <input
        id={id}
        type="password"
        className="account-field__input"
        autoComplete={autoComplete}
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
