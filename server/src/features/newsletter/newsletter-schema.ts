import { isEmailAddress } from '@mitti/shared/contracts';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
/** The same words the footer's box shows: the subscription counts once the link in the e-mail is followed. */
export const SUBSCRIBED_MESSAGE = 'Thank you! Please check your inbox to confirm your subscription.';

/** The address as stored (trimmed, lower-case), or null when it is not address-shaped. */
export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return isEmailAddress(email) ? email : null;
}
