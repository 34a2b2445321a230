export interface Message {
  kind: 'success' | 'error';
  text: string;
}

/** A form's outcome: errors are announced at once (alert), successes politely (status). */
export function FormMessage({ message }: { message: Message | null }) {
  if (!message) return null;
  return (
    <p
      className={`account-message account-message--${message.kind}`}
      role={message.kind === 'error' ? 'alert' : 'status'}
    >
      {message.text}
    </p>
  );
}
