import { isEmailAddress, type ContactMessage, type MessageDescriptor } from '@mitti/shared';
import { contactMessages } from '../../../i18n/contact-messages';

export type ContactErrors = Partial<Record<keyof ContactMessage, MessageDescriptor>>;

/** SPEC section 5: name, email (address-shaped) and message are required; phone is optional. */
export function validateContact(form: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  if (!form.name.trim()) errors.name = contactMessages.nameRequired;
  if (!form.email.trim()) errors.email = contactMessages.emailRequired;
  else if (!isEmailAddress(form.email.trim())) errors.email = contactMessages.emailInvalid;
  if (!form.message.trim()) errors.message = contactMessages.messageRequired;
  return errors;
}
