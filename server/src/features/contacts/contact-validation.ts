import { isEmailAddress, type ContactBody } from '@mitti/shared/contracts';

/** The body as sent (every field optional: the messages below say what is missing). */
export type ContactInput = ContactBody;

export interface ContactMessage {
  name: string;
  email: string;
  phone: string | null;
  message: string;
}

/** SPEC section 5, in the form's order: the first problem as the message, or the trimmed message. */
export function validateContact(input: ContactInput): { error: string } | { message: ContactMessage } {
  const name = input.name?.trim() ?? '';
  const email = input.email?.trim() ?? '';
  const message = input.message?.trim() ?? '';
  if (!name) return { error: 'Name is required' };
  if (!email) return { error: 'Email is required' };
  if (!isEmailAddress(email)) return { error: 'Email is invalid' };
  if (!message) return { error: 'Message is required' };
  return { message: { name, email, phone: input.phone?.trim() || null, message } };
}
