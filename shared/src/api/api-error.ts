import { isAxiosError, isCancel } from 'axios';

/**
 * The API client's messages (SPEC section 8), in one place: every feature that shows one imports it from
 * here, so the wording cannot drift between the client, the checkout and the workshop booking.
 */
export const AUTH_EXPIRED_MESSAGE = 'Authentication expired. Please sign in again.';
export const TOKEN_NOT_AVAILABLE_MESSAGE = 'Authentication token not available. Please sign in again.';
export const NO_RESPONSE_MESSAGE = 'No response from server. Please check your internet connection.';
const serverErrorMessage = (status: number) => `Server error: ${status}`;

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

/** The server's own words (`{ error }` or `{ message }`), or 'Server error: {status}'. */
function serverMessage(data: unknown, status: number): string {
  if (data && typeof data === 'object') {
    if ('error' in data && typeof data.error === 'string' && data.error) return data.error;
    if ('message' in data && typeof data.message === 'string' && data.message) return data.message;
  }
  return serverErrorMessage(status);
}

/**
 * Whatever a call raised, as an `ApiError`: an answer keeps the server's message and status; no answer (the
 * network, a timeout) is the SPEC's no-response message. A call its caller cancelled stays as axios raised it.
 */
export function toApiError(error: unknown): unknown {
  if (error instanceof ApiError || isCancel(error)) return error;
  if (isAxiosError(error)) {
    const { response } = error;
    if (!response) return new ApiError(NO_RESPONSE_MESSAGE, null);
    const data: unknown = response.data === '' ? undefined : response.data;
    return new ApiError(serverMessage(data, response.status), response.status, data);
  }
  return new ApiError(error instanceof Error ? error.message : String(error), null);
}
