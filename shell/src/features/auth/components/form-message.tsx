import { useTranslate } from '@mitti/shared';
import { signInMessages } from '../../../i18n/sign-in-messages';

export type FormMessageKind = 'error' | 'success' | 'info';

export interface FormMessageValue {
  kind: FormMessageKind;
  text: string;
}

interface FormMessageProps {
  message: FormMessageValue | null;
  id?: string;
  /** Offers a Dismiss button that clears the message (the stored auth error). */
  onDismiss?: () => void;
}

/** A form-level message: errors interrupt (role=alert), confirmations are announced politely. */
export function FormMessage({ message, id, onDismiss }: FormMessageProps) {
  const t = useTranslate();
  if (!message) return null;
  const role = message.kind === 'error' ? 'alert' : 'status';
  const className = `auth-alert auth-alert--${message.kind}`;
  if (!onDismiss) {
    return (
      <p id={id} className={className} role={role}>
        {message.text}
      </p>
    );
  }
  // The button sits beside the announced message, so the alert says only the message.
  return (
    <div id={id} className={`${className} auth-alert--dismissible`}>
      <p role={role}>{message.text}</p>
      <button type="button" className="auth-alert__dismiss" onClick={onDismiss}>
        {t(signInMessages.dismiss)}
      </button>
    </div>
  );
}
