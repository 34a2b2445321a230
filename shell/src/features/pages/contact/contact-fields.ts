import type { ContactBody, ContactMessage } from '@mitti/shared';

/** The form's fields as posted (a browser's post or the app's FormData), each a string. */
export function contactMessageOf(fields: { get(name: string): FormDataEntryValue | null }): ContactMessage {
  const text = (name: keyof ContactMessage) => {
    const value = fields.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { name: text('name'), email: text('email'), phone: text('phone'), message: text('message') };
}

/** What is sent to POST /api/contacts: trimmed, without an empty phone. */
export function contactBodyOf(message: ContactMessage): ContactBody {
  const phone = message.phone?.trim();
  return {
    name: message.name.trim(),
    email: message.email.trim(),
    message: message.message.trim(),
    ...(phone && { phone }),
  };
}
