import { ApiError, isEmailAddress, type MessageDescriptor } from '@mitti/shared';
import { shellMessages } from '../../i18n/shell-messages';

/** The address to subscribe, trimmed, or null when it is not address-shaped. */
export function newsletterAddress(value: string | undefined): string | null {
  const address = value?.trim() ?? '';
  return isEmailAddress(address) ? address : null;
}

/**
 * What the box says when the API refused or could not be reached, in the words `t` gives: the API's own words for
 * a bad address (400) and for a limit reached (429: the API client's message says when to try again), already in
 * the page's language (decision 117), else that it failed.
 */
export const newsletterFailureText = (t: (message: MessageDescriptor) => string, error: unknown): string =>
  error instanceof ApiError && (error.status === 400 || error.status === 429)
    ? error.message
    : t(shellMessages.newsletterFailed);
