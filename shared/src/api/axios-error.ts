import { isAxiosError, isCancel } from 'axios';
import { ApiError, NO_RESPONSE_MESSAGE, serverErrorMessage } from './api-error';
import { retryAfterSeconds, tooManyRequestsMessage } from './too-many-requests';

/** The server's own words (`{ error }` or `{ message }`), or 'Server error: {status}'. */
function serverMessage(data: unknown, status: number): string {
  if (data && typeof data === 'object') {
    if ('error' in data && typeof data.error === 'string' && data.error) return data.error;
    if ('message' in data && typeof data.message === 'string' && data.message) return data.message;
  }
  return serverErrorMessage(status);
}

/**
 * Whatever a call raised, as an `ApiError`: an answer keeps the server's message and status, but a limit's
 * refusal (429) says when to try again, from its `Retry-After` (in English: a Hindi call keeps the API's Hindi
 * refusal); no answer (the network, a timeout) is the SPEC's
 * no-response message. A call its caller cancelled stays as axios raised it.
 */
export function toApiError(error: unknown): unknown {
  if (error instanceof ApiError || isCancel(error)) return error;
  if (isAxiosError(error)) {
    const { response } = error;
    if (!response) return new ApiError(NO_RESPONSE_MESSAGE, null);
    const data: unknown = response.data === '' ? undefined : response.data;
    if (response.status === 429) {
      // A call made in Hindi is refused in Hindi by the API itself (decision 117): its words, not the English below.
      const inHindi = error.config?.headers?.get('Accept-Language') === 'hi';
      if (inHindi && serverMessage(data, 429) !== serverErrorMessage(429)) {
        return new ApiError(serverMessage(data, 429), 429, data);
      }
      const retryAfter = retryAfterSeconds(response.headers['retry-after']);
      return new ApiError(tooManyRequestsMessage(retryAfter), 429, data);
    }
    return new ApiError(serverMessage(data, response.status), response.status, data);
  }
  return new ApiError(error instanceof Error ? error.message : String(error), null);
}
