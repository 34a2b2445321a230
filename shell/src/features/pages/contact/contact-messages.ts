import { ApiError } from '@mitti/shared';

export const SUBMIT_FAILED = 'Failed to submit form. Please try again.';
export const CONTACT_UNAVAILABLE = 'Contact form is temporarily unavailable. Please try again later.';
export const CONTACT_THANKS = 'Thank you for your message!';

/** SPEC section 8's contact messages for a failed send. */
export function contactFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 503) return CONTACT_UNAVAILABLE;
  // A limit reached: the API client's message says so, and when to try again.
  if (error instanceof ApiError && error.status === 429) return error.message;
  // The API answers 400 with SPEC's own validation messages.
  if (error instanceof ApiError && error.status === 400 && error.message) return error.message;
  return SUBMIT_FAILED;
}
