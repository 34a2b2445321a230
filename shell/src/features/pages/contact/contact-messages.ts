import { ApiError } from '@mitti/shared';
import { contactMessages } from '../../../i18n/contact-messages';
import type { Said } from '../../../i18n/said';

/** SPEC section 8's contact messages for a failed send. */
export function contactFailureMessage(error: unknown): Said {
  if (error instanceof ApiError && error.status === 503) return contactMessages.unavailable;
  // A limit reached: the API client's message says so, and when to try again.
  if (error instanceof ApiError && error.status === 429) return error.message;
  // The API answers 400 with SPEC's own validation messages, in the page's language (decision 117).
  if (error instanceof ApiError && error.status === 400 && error.message) return error.message;
  return contactMessages.submitFailed;
}
