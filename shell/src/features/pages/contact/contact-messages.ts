import { ApiError, type MessageDescriptor } from '@mitti/shared';
import { contactMessages } from '../../../i18n/contact-messages';

/** What the contact form says: one of its messages, or the API's own words (already in the page's language). */
export type ContactSaid = MessageDescriptor | string;

/** SPEC section 8's contact messages for a failed send. */
export function contactFailureMessage(error: unknown): ContactSaid {
  if (error instanceof ApiError && error.status === 503) return contactMessages.unavailable;
  // A limit reached: the API client's message says so, and when to try again.
  if (error instanceof ApiError && error.status === 429) return error.message;
  // The API answers 400 with SPEC's own validation messages, in the page's language (decision 117).
  if (error instanceof ApiError && error.status === 400 && error.message) return error.message;
  return contactMessages.submitFailed;
}

/** What the form says, in the words `t` gives. */
export const sayContact = (t: (message: MessageDescriptor) => string, said: ContactSaid): string =>
  typeof said === 'string' ? said : t(said);
