import { isEmailAddress } from '@mitti/shared/contracts';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing!';

/** The address as stored (trimmed, lower-case), or null when it is not address-shaped. */
export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return isEmailAddress(email) ? email : null;
}
