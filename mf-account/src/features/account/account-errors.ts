import { AccountActionError, PROFILE_UPDATE_UNAVAILABLE } from '@mitti/shared';
import type { AccountText, AccountWords } from '../../words/words';

export const PROFILE_UPDATE_FAILED = 'Failed to update profile. Please try again.' satisfies AccountText;
export const EMAIL_UPDATE_FAILED = 'Failed to update email.' satisfies AccountText;

/**
 * SPEC section 8's message for a failed change, in the page's words, followed by the reason when the provider gave
 * one the shopper can act on (the provider's, as it gave it). When no provider is available at all, its own message
 * says so.
 */
export function accountErrorMessage(t: AccountWords, error: unknown, specMessage: AccountText): string {
  if (!(error instanceof AccountActionError)) return t(specMessage);
  if (error.message === PROFILE_UPDATE_UNAVAILABLE) return t(PROFILE_UPDATE_UNAVAILABLE);
  return `${t(specMessage)} ${error.message}`;
}
