export type FormMessageKind = 'error' | 'success' | 'info';

export interface FormMessageValue {
  kind: FormMessageKind;
  text: string;
}

/** A form-level message: errors interrupt (role=alert), confirmations are announced politely. */
export function FormMessage({ message, id }: { message: FormMessageValue | null; id?: string }) {
  if (!message) return null;
  return (
    <p
      id={id}
      className={`auth-alert auth-alert--${message.kind}`}
      role={message.kind === 'error' ? 'alert' : 'status'}
    >
      {message.text}
    </p>
  );
}
