import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@mitti/shared';
import { NO_FILTERS, parseStoreFilters, toSearchParams, type StoreFilters } from './store-filters';

/**
 * The store's filters, read from and written to the URL query: the URL is their only home, so a
 * filtered view can be shared, reloaded and walked through with Back and Forward.
 */
export function useStoreFilters() {
  const [params, setParams] = useSearchParams();
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
  return { filters, setFilters, clearFilters };
}
