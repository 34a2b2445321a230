import { createCachedJson, type CachedJson } from '../../lib/cached-json';
import { createVersionedCache } from '../../lib/versioned-cache';
import type { WorkshopRepository } from './workshop-repository';

export interface WorkshopCache {
  /** All workshops as JSON, soonest first. */
  list(): Promise<CachedJson>;
  /** One workshop as JSON, or undefined when there is no such workshop. */
  byId(id: string): Promise<CachedJson | undefined>;
}

/**
 * Workshops read once and serialised once per version of the table. Seats change with every booking,
 * cancellation and lapsed reservation: those writes invalidate the cache when they commit, and writes from
 * elsewhere show within FRESHNESS_MS.
 */
export function createWorkshopCache(workshops: WorkshopRepository): WorkshopCache {
  const cache = createVersionedCache({
    version: () => workshops.version(),
    load: async () => {
      const list = await workshops.list();
      return {
        list: createCachedJson(list),
        byId: new Map(list.map((workshop) => [workshop.id, createCachedJson(workshop)])),
      };
    },
  });
  return {
    list: async () => (await cache.get()).list,
    byId: async (id) => (await cache.get()).byId.get(id),
  };
}
