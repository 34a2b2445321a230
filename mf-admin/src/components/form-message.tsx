import type { ReactNode } from 'react';

/** What an owner's save said. */
export interface Outcome {
  text: ReactNode;
  failed: boolean;
}

/** The outcome under a form: a confirmation heard politely (status), a failure at once (alert). */
export function FormMessage({ message }: { message: Outcome | null }) {
  if (!message) return null;
  return (
    <p role={message.failed ? 'alert' : 'status'} className={message.failed ? 'admin-error' : 'admin-ok'}>
      {message.text}
    </p>
  );
}
