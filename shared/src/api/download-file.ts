import { ApiError } from './api-error';
import { toAxiosRequest } from './api-request';
import { loadHttpClient } from './load-http-client';

/** Blob-like (not `instanceof`: the answer's Blob may come from another realm than the page's, as in jsdom). */
const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Blob).size === 'number' &&
  typeof (value as Blob).slice === 'function';

/** A blob's text: `blob.text()`, or FileReader where a Blob has no `text()` (jsdom's). */
export function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The answer could not be read.'));
    reader.readAsText(blob);
  });
}

/** A refused download's body arrives as a blob: its `{ error }` is the message, as any other call's. */
async function withServerMessage(error: unknown): Promise<never> {
  if (error instanceof ApiError && isBlob(error.data)) {
    let body: unknown;
    try {
      body = JSON.parse(await blobText(error.data));
    } catch {
      throw error;
    }
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) {
      throw new ApiError(body.error, error.status, body);
    }
  }
  throw error;
}

/**
 * Downloads a file the API serves only with the shopper's token (an invoice, the owner's CSV): fetched as a blob
 * through the one HTTP client (bearer token, a retry after a 401, the SPEC's messages), then handed to the
 * browser as a download named `fileName`. `type` is the file's media type (a refusal comes as JSON). Rejects with
 * an `ApiError` carrying the server's message.
 */
export async function downloadApiFile(path: string, fileName: string, type: string): Promise<void> {
  const httpClient = await loadHttpClient();
  const response = await httpClient
    .request<Blob>({
      ...toAxiosRequest({ path, requireAuth: true, headers: { Accept: `${type}, application/json` } }),
      responseType: 'blob',
    })
    .catch(withServerMessage);
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has started the download from it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
