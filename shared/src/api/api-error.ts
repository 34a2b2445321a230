/**
 * The API client's messages (SPEC section 8), in one place: every feature that shows one imports it from
 * here, so the wording cannot drift between the client, the checkout and the workshop booking.
 */
export const AUTH_EXPIRED_MESSAGE = 'Authentication expired. Please sign in again.';
export const TOKEN_NOT_AVAILABLE_MESSAGE = 'Authentication token not available. Please sign in again.';
export const NO_RESPONSE_MESSAGE = 'No response from server. Please check your internet connection.';
export const serverErrorMessage = (status: number) => `Server error: ${status}`;

/** What every failed API call rejects with: the message a shopper can read, the HTTP status (null: no answer). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
