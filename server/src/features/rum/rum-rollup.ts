import type { Database } from '../../db/database';
import { GROWTH, METRIC_SCALE } from './histogram';

/** Raw page views are kept this long (the owner's slowest views reach back 7 days); the hourly rollup longer. */
export const RAW_RETENTION_DAYS = 8;
export const HOURLY_RETENTION_DAYS = 90;

/**
 * Every page view from `$1` on, as hourly histograms: per route (remote and build ''), and per remote build the
 * page loaded (the page's metrics counted once for each build of the view; the remote's own load times and
 * failures for its build). One statement, so a rollup is all or nothing.
 */
const ROLLUP_SQL = `
  INSERT INTO rum_hourly (hour, route, remote, build, metric, bucket, count)
  WITH views AS (
    SELECT id, date_trunc('hour', received_at) AS hour, route, lcp, inp, cls, fcp, ttfb, loads
    FROM rum_page_views WHERE received_at >= $1
  ),
  page AS (
    SELECT v.id, v.hour, v.route, m.metric, m.value, m.scale
    FROM views v
    CROSS JOIN LATERAL (VALUES
      ('views', 0::real, 1), ('lcp', v.lcp, ${METRIC_SCALE.lcp}), ('inp', v.inp, ${METRIC_SCALE.inp}),
      ('cls', v.cls, ${METRIC_SCALE.cls}), ('fcp', v.fcp, ${METRIC_SCALE.fcp}), ('ttfb', v.ttfb, ${METRIC_SCALE.ttfb})
    ) AS m (metric, value, scale)
    WHERE m.value IS NOT NULL
  ),
  view_builds AS (
    SELECT DISTINCT v.id, split_part(l->>'module', '/', 1) AS remote, l->>'build' AS build
    FROM views v CROSS JOIN LATERAL jsonb_array_elements(v.loads) AS l
  ),
  load_samples AS (
    SELECT v.hour, v.route, split_part(l->>'module', '/', 1) AS remote, l->>'build' AS build,
           m.metric, m.value, m.scale
    FROM views v
    CROSS JOIN LATERAL jsonb_array_elements(v.loads) AS l
    CROSS JOIN LATERAL (VALUES
      ('loads', 0::real, 1),
      ('failures', CASE WHEN (l->>'failed')::boolean THEN 0::real END, 1),
      ('entry', (l->>'entryMs')::real, ${METRIC_SCALE.entry}),
      ('module', (l->>'moduleMs')::real, ${METRIC_SCALE.module})
    ) AS m (metric, value, scale)
    WHERE m.value IS NOT NULL
  ),
  samples AS (
    SELECT hour, route, '' AS remote, '' AS build, metric, value, scale FROM page
    UNION ALL
    SELECT p.hour, p.route, b.remote, b.build, p.metric, p.value, p.scale FROM page p JOIN view_builds b ON b.id = p.id
    UNION ALL
    SELECT hour, route, remote, build, metric, value, scale FROM load_samples
  )
  SELECT hour, route, remote, build, metric, floor(ln(1 + value * scale) / ln(${GROWTH}))::int AS bucket, count(*)::int
  FROM samples
  GROUP BY 1, 2, 3, 4, 5, 6`;

/** Serialises rollups of several API copies on one PostgreSQL (a copy that finds it taken skips its turn). */
const ROLLUP_LOCK = 'SELECT pg_try_advisory_xact_lock(7462036) AS locked';

export interface RollupResult {
  /** Start of the first hour rolled up again (null: another copy was rolling up). */
  from: Date | null;
  rows: number;
}

/**
 * Rolls up the hours since the last rollup's latest hour (the previous hour too, whose late beacons may have
 * arrived since), or every stored page view the first time: those hours' histograms are replaced whole.
 */
export async function rollupHours(db: Database): Promise<RollupResult> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>(ROLLUP_LOCK);
    if (!lock?.locked) return { from: null, rows: 0 };
    const [latest] = await tx.query<{ from: Date | string | null }>(
      `SELECT COALESCE(max(hour) - interval '1 hour', (SELECT date_trunc('hour', min(received_at)) FROM rum_page_views)) AS "from"
       FROM rum_hourly`,
    );
    if (!latest?.from) return { from: null, rows: 0 };
    const from = new Date(latest.from);
    await tx.query('DELETE FROM rum_hourly WHERE hour >= $1', [from]);
    await tx.query(ROLLUP_SQL, [from]);
    const [{ rows } = { rows: 0 }] = await tx.query<{ rows: number }>(
      'SELECT count(*)::int AS rows FROM rum_hourly WHERE hour >= $1',
      [from],
    );
    return { from, rows };
  });
}

/** Deletes raw page views and hourly rows past their retention. */
export async function pruneMetrics(db: Database, now = new Date()): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  await db.query('DELETE FROM rum_page_views WHERE received_at < $1', [
    new Date(now.getTime() - RAW_RETENTION_DAYS * day),
  ]);
  await db.query('DELETE FROM rum_hourly WHERE hour < $1', [new Date(now.getTime() - HOURLY_RETENTION_DAYS * day)]);
}
