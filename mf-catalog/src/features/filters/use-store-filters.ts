import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from '@mitti/shared';
import { NO_FILTERS, parseStoreFilters, toSearchParams, type StoreFilters } from './store-filters';

/**
 * The store's filters, read from and written to the URL query: the URL is their only home, so a
 * filtered view can be shared, reloaded, walked through with Back and Forward, and rendered by the server.
 * `hrefOf` is the link to this page with other filters: chips and Clear links are plain links, so they work
 * before the app runs.
 */
export function useStoreFilters() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const query = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the identity of the params
  const filters = useMemo(() => parseStoreFilters(params), [query]);
  const setFilters = useCallback(
    (next: StoreFilters) => {
      setParams(toSearchParams(next));
    },
    [setParams],
  );
  const clearFilters = useCallback(() => setFilters(NO_FILTERS), [setFilters]);
  const hrefOf = useCallback(
    (next: StoreFilters) => {
      const search = toSearchParams(next).toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [pathname],
  );
  return { filters, setFilters, clearFilters, hrefOf };
}
