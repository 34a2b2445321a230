/** SPEC section 8, verbatim. */
export const LOGIN_TO_BOOK = 'Please login to book a workshop';
export const NO_SLOTS = 'No slots available for this workshop';
/** The API client's missing-token message, from the one place the client's messages live. */
export { TOKEN_NOT_AVAILABLE_MESSAGE as TOKEN_NOT_AVAILABLE } from '@mitti/shared';
export const INVALID_RESPONSE = 'Invalid response from server.';

export function bookingFailed(reason: string): string {
  return `Failed to book workshop: ${reason}`;
}
