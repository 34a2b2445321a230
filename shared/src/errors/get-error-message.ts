/** Narrows any thrown value to a message a shopper can read. */
export function getErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object') {
    if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
    if ('error' in error && typeof error.error === 'string' && error.error) return error.error;
    if ('data' in error) return getErrorMessage(error.data, fallback);
  }
  return fallback;
}
