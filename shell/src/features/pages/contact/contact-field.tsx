import { useTranslate, type FieldOf } from '@mitti/shared';
import { contactMessages } from '../../../i18n/contact-messages';

interface Props {
  id: string;
  /** The field's name in the form the servers answer (FORM_ACTIONS.contact's fields). */
  name: FieldOf<'contact'>;
  label: string;
  /** What the field starts with: what the shopper typed, when the form comes back with a problem. */
  defaultValue?: string | undefined;
  error?: string | undefined;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
  maxLength: number;
}

/**
 * A labelled contact-form field; its error is announced and tied to it with aria-describedby, as is the longest
 * value the shop takes (issue 33: every field says the limit the server enforces). The browser keeps its value
 * (it is not React's state), so what the shopper types before the app runs stays.
 */
export function ContactField({
  id,
  name,
  label,
  defaultValue,
  error,
  type = 'text',
  multiline = false,
  required = false,
  autoComplete,
  maxLength,
}: Props) {
  const t = useTranslate();
  const shared = {
    id,
    name,
    defaultValue,
    required,
    maxLength,
    className: 'pages-contact__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${error ? `${id}-error ` : ''}${id}-limit`,
  };
  return (
    <div className="pages-contact__field">
      <label htmlFor={id}>
        {label}
        {!required && <span className="pages-contact__optional"> {t(contactMessages.optional)}</span>}
      </label>
      {multiline ? <textarea {...shared} rows={6} /> : <input {...shared} type={type} autoComplete={autoComplete} />}
      <p id={`${id}-limit`} className="pages-contact__limit">
        {t(contactMessages.upTo)} {maxLength} {t(contactMessages.characters)}
      </p>
      {error && (
        <p id={`${id}-error`} className="pages-contact__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
