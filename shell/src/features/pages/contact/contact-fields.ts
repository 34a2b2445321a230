import { formFields, type ContactBody, type ContactMessage } from '@mitti/shared';

/** The form's fields as posted (a browser's post or the app's FormData), each a string. */
export function contactMessageOf(posted: { get(name: string): FormDataEntryValue | null }): ContactMessage {
  const { name = '', email = '', phone = '', message = '' } = formFields('contact', posted);
  return { name, email, phone, message };
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
