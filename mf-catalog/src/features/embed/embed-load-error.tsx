import type { ApiQueryError } from '@mitti/shared';

export const LOAD_FAILED = 'Failed to load products. Please try again.';

function originOf(apiBaseUrl: string): string {
  try {
    return new URL(apiBaseUrl).origin;
  } catch {
    return apiBaseUrl;
  }
}

/**
 * Why the catalogue could not load, told so the partner who runs the page can act on it. With no answer
 * at all the usual causes are on the partner's side (a wrong apiBaseUrl, or the page's own CSP blocking
 * the API); an answer with an error status is the shop's to fix, and a retry may be all it takes.
 */
export function loadFailureReason(error: ApiQueryError | undefined, apiBaseUrl: string): string {
  const status = error?.status ?? null;
  if (status === null)
    return (
      `The catalogue could not reach the shop's API at ${apiBaseUrl}. If you run this page: check the ` +
      `apiBaseUrl option, and that your page's Content-Security-Policy allows ${originOf(apiBaseUrl)} in ` +
      'connect-src and img-src.'
    );
  if (status >= 500)
    return `The shop's API at ${apiBaseUrl} had a problem (error ${status}). Please try again in a moment.`;
  return (
    `The shop's API at ${apiBaseUrl} answered with error ${status}. If you run this page: check that the ` +
    `apiBaseUrl option is the shop's API address.`
  );
}

interface Props {
  error: ApiQueryError | undefined;
  apiBaseUrl: string;
  onRetry: () => void;
}

/** The embed's load failure: the SPEC's message, a reason a partner can act on, and Retry. */
export function EmbedLoadError({ error, apiBaseUrl, onRetry }: Props) {
  return (
    <div className="page-status catalog-embed__error" role="alert">
      <p>{LOAD_FAILED}</p>
      <p className="catalog-embed__reason">{loadFailureReason(error, apiBaseUrl)}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
