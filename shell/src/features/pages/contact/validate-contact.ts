import { isEmailAddress, type ContactMessage } from '@mitti/shared';

export type ContactErrors = Partial<Record<keyof ContactMessage, string>>;

/** SPEC section 5: name, email (address-shaped) and message are required; phone is optional. */
export function validateContact(form: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  if (!form.name.trim()) errors.name = 'Name is required';
  if (!form.email.trim()) errors.email = 'Email is required';
  else if (!isEmailAddress(form.email.trim())) errors.email = 'Email is invalid';
  if (!form.message.trim()) errors.message = 'Message is required';
  return errors;
}
