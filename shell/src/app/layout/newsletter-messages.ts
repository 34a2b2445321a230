import { ApiError, isEmailAddress } from '@mitti/shared';
import { shellMessages } from '../../i18n/shell-messages';
import type { Said } from '../../i18n/said';

/** The address to subscribe, trimmed, or null when it is not address-shaped. */
export function newsletterAddress(value: string | undefined): string | null {
  const address = value?.trim() ?? '';
  return isEmailAddress(address) ? address : null;
}

/**
 * What the box says when the API refused or could not be reached: its own words for a bad address (400) and for
 * a limit reached (429: the API client's message says when to try again), else that it failed.
 */
export const newsletterFailureMessage = (error: unknown): Said =>
  error instanceof ApiError && (error.status === 400 || error.status === 429)
    ? error.message
    : shellMessages.newsletterFailed;
