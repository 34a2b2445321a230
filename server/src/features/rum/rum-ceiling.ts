import { RUM_OTHER, type RemoteLoad } from '@mitti/shared/contracts';
import type { Queryable } from '../../db/database';

/**
 * How much the page-view beacons may take (decision 059, docs/observability.md): the page views stored in a UTC
 * day (more are answered and not stored), and the builds of each remote counted by name in a day (the shop
 * deploys a remote a few times a day at most; a build beyond them is counted as `other`).
 */
export const RUM_CEILING = { viewsPerDay: 20_000, buildsPerRemotePerDay: 10 } as const;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The remote a loaded module belongs to: `catalog` of `catalog/ProductPage`. */
export const remoteOf = (module: string) => module.split('/')[0]!;

export const dayOf = (receivedAt: string) => new Date(Math.floor(Date.parse(receivedAt) / DAY_MS) * DAY_MS);

/**
 * The builds each remote has been counted under on a day, read from the day's stored page views the first time
 * the day is met: a new build is named while its remote has fewer than `perRemote` that day, and `other` after.
 * Each copy of the API keeps its own, so N copies count at most N times as many.
 */
export function createBuildLedger(db: Queryable, perRemote: number = RUM_CEILING.buildsPerRemotePerDay) {
  const days = new Map<number, Map<string, Set<string>>>();

  async function buildsOf(day: Date): Promise<Map<string, Set<string>>> {
    const known = days.get(day.getTime());
    if (known) return known;
    const rows = await db.query<{ remote: string; build: string }>(
      `SELECT DISTINCT split_part(l->>'module', '/', 1) AS remote, l->>'build' AS build
       FROM rum_page_views CROSS JOIN LATERAL jsonb_array_elements(loads) AS l
       WHERE received_at >= $1 AND received_at < $2 AND l->>'build' <> $3`,
      [day, new Date(day.getTime() + DAY_MS), RUM_OTHER],
    );
    const builds = new Map<string, Set<string>>();
    for (const { remote, build } of rows) builds.set(remote, (builds.get(remote) ?? new Set()).add(build));
    // The day before is kept for the beacons still arriving from it; older days are gone.
    for (const kept of days.keys()) if (kept < day.getTime() - DAY_MS) days.delete(kept);
    days.set(day.getTime(), builds);
    return builds;
  }

  return {
    /** The rows (the beacon writer's) with each build beyond its remote's day's ceiling counted as `other`. */
    async fold<Row extends { received_at: string; loads: RemoteLoad[] }>(rows: Row[]): Promise<Row[]> {
      const folded: Row[] = [];
      for (const row of rows) {
        const builds = await buildsOf(dayOf(row.received_at));
        const loads = row.loads.map((load) => {
          const remote = remoteOf(load.module);
          if (load.build === RUM_OTHER) return load;
          const named = builds.get(remote) ?? new Set<string>();
          builds.set(remote, named);
          if (!named.has(load.build) && named.size >= perRemote) return { ...load, build: RUM_OTHER };
          named.add(load.build);
          return load;
        });
        folded.push({ ...row, loads });
      }
      return folded;
    },
  };
}
