/** SPEC section 8, verbatim. */
export const LOGIN_TO_BOOK = 'Please login to book a workshop';
export const NO_SLOTS = 'No slots available for this workshop';
export const TOKEN_NOT_AVAILABLE = 'Authentication token not available. Please sign in again.';
export const INVALID_RESPONSE = 'Invalid response from server.';

export function bookingFailed(reason: string): string {
  return `Failed to book workshop: ${reason}`;
}
