import { AccountActionError, PROFILE_UPDATE_UNAVAILABLE } from '@mitti/shared';

export const PROFILE_UPDATE_FAILED = 'Failed to update profile. Please try again.';
export const EMAIL_UPDATE_FAILED = 'Failed to update email.';

/**
 * SPEC section 8's message for a failed change, followed by the reason when the provider gave one the
 * shopper can act on. When no provider is available at all, its own message says so.
 */
export function accountErrorMessage(error: unknown, specMessage: string): string {
  if (!(error instanceof AccountActionError)) return specMessage;
  if (error.message === PROFILE_UPDATE_UNAVAILABLE) return PROFILE_UPDATE_UNAVAILABLE;
  return `${specMessage} ${error.message}`;
}
