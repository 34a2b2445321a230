interface Props {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
  onChange: (value: string) => void;
}

/** A labelled contact-form field; its error is announced and tied to it with aria-describedby. */
export function ContactField({
  id,
  label,
  value,
  error,
  type = 'text',
  multiline = false,
  required = false,
  autoComplete,
  onChange,
}: Props) {
  const shared = {
    id,
    value,
    required,
    className: 'pages-contact__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="pages-contact__field">
      <label htmlFor={id}>
        {label}
        {!required && <span className="pages-contact__optional"> (optional)</span>}
      </label>
      {multiline ? (
        <textarea {...shared} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p id={`${id}-error`} className="pages-contact__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
