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

/** Providers that deliver `n.ame@` to `name@` (and googlemail.com is gmail.com). */
const DOTS_IGNORED = new Set(['gmail.com', 'googlemail.com']);

/**
 * The inbox a stored address reaches: its `+tag` dropped (every large provider delivers `name+x@` to `name@`),
 * and at Gmail its dots too. Confirmation mails are limited per inbox, so variants of one address count as one.
 */
export function inboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1);
  const local = email.slice(0, at).split('+')[0]!;
  return DOTS_IGNORED.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
}
