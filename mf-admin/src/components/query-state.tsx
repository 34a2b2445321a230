import type { ApiQueryError } from '@mitti/shared';

/** What a failed owner's read says: the API's own message (403, 404) or a plain retry. */
function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
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

/** An owner's page read in progress (`loading`, e.g. "Loading orders..."), or its failure with Try Again. */
export function QueryState({
  query,
  loading,
}: {
  query: { isLoading: boolean; error?: unknown; refetch: () => unknown };
  loading: string;
}) {
  if (query.isLoading) {
    return (
      <p className="admin-state" role="status">
        {loading}
      </p>
    );
  }
  return query.error ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null;
}
