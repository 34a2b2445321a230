import type { ApiQueryError } from '@mitti/shared';

/** What a failed owner's read says: the API's own message (403, 404) or a plain retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = (error as ApiQueryError | undefined)?.message;
  return (
    <div className="admin-state" role="alert">
      <p>{message || 'This could not be loaded.'}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
