/**
 * How long a check that the data is unchanged stays good. Writes made elsewhere (another copy of the API, or
 * SQL outside it) show within this time even when their code does not invalidate the cache.
 */
export const FRESHNESS_MS = 250;

export interface VersionSource<T> {
  /** Changes whenever the underlying rows change; compared, never parsed. */
  version(): Promise<string>;
  load(): Promise<T>;
}

export interface VersionedCache<T> {
  /** The data of a version confirmed current at most FRESHNESS_MS ago, loaded once per version. */
  get(): Promise<T>;
  /** Drops the data now, so the next `get` loads again. */
  invalidate(): void;
}

const caches = new Set<VersionedCache<unknown>>();

/**
 * For code that has just committed a write to the catalogue, its stock or its seats: the next read of any
 * catalogue cache is fresh, in this process at once (other processes see it within FRESHNESS_MS).
 */
export function invalidateCatalogueCaches(): void {
  for (const cache of caches) cache.invalidate();
}

/**
 * A read path without a query per request: the data is loaded once per version of its rows, and a request
 * only asks the database whether that version is still current, once per FRESHNESS_MS however many
 * requests arrive. Registered with `invalidateCatalogueCaches`.
 */
export function createVersionedCache<T>(source: VersionSource<T>): VersionedCache<T> {
  let fingerprint: string | null = null;
  let checkedAt = 0;
  let checking: Promise<void> | null = null;
  let data: Promise<T> | null = null;

  async function check(): Promise<void> {
    const current = await source.version();
    if (current !== fingerprint) {
      data = null;
      fingerprint = current;
    }
    checkedAt = Date.now();
  }

  function load(): Promise<T> {
    if (!data) {
      const loading = source.load();
      data = loading;
      // A failed read is not kept: the next request tries again.
      loading.catch(() => {
        if (data === loading) data = null;
      });
    }
    return data;
  }

  const cache: VersionedCache<T> = {
    get() {
      if (data && Date.now() - checkedAt < FRESHNESS_MS) return data;
      checking ??= check().finally(() => {
        checking = null;
      });
      return checking.then(load);
    },
    invalidate() {
      data = null;
      fingerprint = null;
      checkedAt = 0;
    },
  };
  caches.add(cache as VersionedCache<unknown>);
  return cache;
}
