import {
  PAGE_METRICS,
  RUM_OTHER,
  type BuildSummary,
  type HourPoint,
  type P75,
  type PageMetric,
  type Regression,
  type RumSummary,
  type SummaryWindow,
} from '@mitti/shared/contracts';
import type { Queryable } from '../../db/database';
import { isoTimestamp } from '../../lib/timestamp';
import { METRIC_SCALE, p75 } from './histogram';

const WINDOW_HOURS: Record<SummaryWindow, number> = { '24h': 24, '7d': 24 * 7 };

/**
 * A build made a route worse when a metric's p75 grew by more than 10 % (and more than the noise floor) over
 * the previous build of the same remote on that route, each measured over at least MIN_VIEWS page views.
 */
export const MIN_VIEWS = 5;
const WORSE_RATIO = 1.1;
const NOISE_FLOOR: Record<PageMetric, number> = { lcp: 100, inp: 20, cls: 0.01, fcp: 100, ttfb: 50 };

interface HistogramRow {
  route: string;
  remote: string;
  build: string;
  metric: string;
  bucket: number;
  count: number;
}

/** Histograms per key, from rows of (key..., metric, bucket, count). */
class Histograms {
  private readonly byKey = new Map<string, Map<string, Map<number, number>>>();

  add(key: string, metric: string, bucket: number, count: number): void {
    const metrics = this.byKey.get(key) ?? new Map<string, Map<number, number>>();
    this.byKey.set(key, metrics);
    const histogram = metrics.get(metric) ?? new Map<number, number>();
    metrics.set(metric, histogram);
    histogram.set(bucket, (histogram.get(bucket) ?? 0) + count);
  }

  keys(): string[] {
    return [...this.byKey.keys()];
  }

  count(key: string, metric: string): number {
    return [...(this.byKey.get(key)?.get(metric)?.values() ?? [])].reduce((sum, n) => sum + n, 0);
  }

  p75(key: string, metric: PageMetric | 'entry' | 'module'): number | null {
    const histogram = this.byKey.get(key)?.get(metric);
    return histogram ? p75(histogram, METRIC_SCALE[metric]) : null;
  }

  pageP75(key: string): P75 {
    return Object.fromEntries(PAGE_METRICS.map((metric) => [metric, this.p75(key, metric)])) as P75;
  }
}

const keyOf = (...parts: string[]) => JSON.stringify(parts);
const partsOf = (key: string) => JSON.parse(key) as string[];

function regressions(current: BuildSummary, previous: BuildSummary): Regression[] {
  if (current.views < MIN_VIEWS || previous.views < MIN_VIEWS) return [];
  return PAGE_METRICS.flatMap((metric) => {
    const before = previous.p75[metric];
    const after = current.p75[metric];
    if (before === null || after === null) return [];
    const worse = after > before * WORSE_RATIO && after - before > NOISE_FLOOR[metric];
    return worse ? [{ metric, previousBuild: previous.build, before, after }] : [];
  });
}

/**
 * What the owner's page lists at most: the latest builds of each remote on a route (by first seen, each next to
 * the one before it), and of those the most viewed. `other` is listed beside them, and counts as neither.
 */
export const LISTED_BUILDS = { perRouteRemote: 3, total: 60 } as const;

/**
 * Each build of a remote on a route next to the build of that remote before it (by first seen); the latest
 * `perRouteRemote` of each, and `other`, are kept.
 */
function flagRegressions(builds: BuildSummary[]): BuildSummary[] {
  const byRemoteRoute = new Map<string, BuildSummary[]>();
  for (const build of builds) {
    const key = keyOf(build.route, build.remote);
    byRemoteRoute.set(key, [...(byRemoteRoute.get(key) ?? []), build]);
  }
  return [...byRemoteRoute.values()].flatMap((all) => {
    const group = all.filter((build) => build.build !== RUM_OTHER);
    group.sort((a, b) => a.firstSeen.localeCompare(b.firstSeen));
    group.forEach((build, index) => {
      if (index > 0) build.regressions = regressions(build, group[index - 1]!);
    });
    return [...group.slice(-LISTED_BUILDS.perRouteRemote), ...all.filter((build) => build.build === RUM_OTHER)];
  });
}

/** The owner's view over the last 24 hours or 7 days, from the hourly rollup (and the raw rows for the slowest views). */
export async function summarise(
  db: Queryable,
  window: SummaryWindow,
  chartRoute: string | undefined,
  now = new Date(),
): Promise<RumSummary> {
  const since = new Date(now.getTime() - WINDOW_HOURS[window] * 60 * 60 * 1000);
  const rows = await db.query<HistogramRow>(
    `SELECT route, remote, build, metric, bucket, sum(count)::int AS count FROM rum_hourly
     WHERE hour >= date_trunc('hour', $1::timestamptz) GROUP BY route, remote, build, metric, bucket`,
    [since],
  );
  const histograms = new Histograms();
  for (const row of rows) histograms.add(keyOf(row.route, row.remote, row.build), row.metric, row.bucket, row.count);
  const firstSeen = await db.query<{ route: string; remote: string; build: string; first: Date | string }>(
    `SELECT route, remote, build, min(hour) AS first FROM rum_hourly WHERE remote <> '' GROUP BY route, remote, build`,
  );
  const firstSeenOf = new Map(firstSeen.map((row) => [keyOf(row.route, row.remote, row.build), row.first]));

  const routes = histograms
    .keys()
    .map(partsOf)
    .filter(([, remote]) => remote === '')
    .map(([route]) => {
      const key = keyOf(route!, '', '');
      return { route: route!, views: histograms.count(key, 'views'), p75: histograms.pageP75(key) };
    })
    .sort((a, b) => b.views - a.views || a.route.localeCompare(b.route));

  const builds = histograms
    .keys()
    .map(partsOf)
    .filter(([, remote]) => remote !== '')
    .map(([route, remote, build]): BuildSummary => {
      const key = keyOf(route!, remote!, build!);
      return {
        route: route!,
        remote: remote!,
        build: build!,
        firstSeen: isoTimestamp(firstSeenOf.get(key) ?? since),
        views: histograms.count(key, 'views'),
        p75: histograms.pageP75(key),
        entryP75: histograms.p75(key, 'entry'),
        moduleP75: histograms.p75(key, 'module'),
        loads: histograms.count(key, 'loads'),
        failures: histograms.count(key, 'failures'),
        regressions: [],
      };
    });

  return {
    window,
    since: since.toISOString(),
    generatedAt: now.toISOString(),
    routes,
    builds: flagRegressions(builds)
      .sort((a, b) => b.views - a.views)
      .slice(0, LISTED_BUILDS.total)
      .sort(
        (a, b) =>
          a.route.localeCompare(b.route) || a.remote.localeCompare(b.remote) || a.firstSeen.localeCompare(b.firstSeen),
      ),
    series: await hourlySeries(db, since, chartRoute),
    slowest: await slowestViews(db, since),
  };
}

async function hourlySeries(db: Queryable, since: Date, route: string | undefined): Promise<HourPoint[]> {
  const rows = await db.query<{ hour: Date | string; metric: string; bucket: number; count: number }>(
    `SELECT hour, metric, bucket, sum(count)::int AS count FROM rum_hourly
     WHERE hour >= date_trunc('hour', $1::timestamptz) AND remote = '' AND ($2::text IS NULL OR route = $2)
     GROUP BY hour, metric, bucket ORDER BY hour`,
    [since, route ?? null],
  );
  const histograms = new Histograms();
  for (const row of rows) histograms.add(isoTimestamp(row.hour), row.metric, row.bucket, row.count);
  return histograms
    .keys()
    .sort()
    .map((hour) => ({ hour, views: histograms.count(hour, 'views'), p75: histograms.pageP75(hour) }));
}

async function slowestViews(db: Queryable, since: Date): Promise<RumSummary['slowest']> {
  const rows = await db.query<{
    received_at: Date | string;
    route: string;
    lcp: number;
    lcp_element: string | null;
    trace_id: string | null;
  }>(
    `SELECT received_at, route, lcp, lcp_element, trace_id FROM rum_page_views
     WHERE received_at >= $1 AND lcp IS NOT NULL ORDER BY lcp DESC LIMIT 10`,
    [since],
  );
  return rows.map((row) => ({
    receivedAt: isoTimestamp(row.received_at),
    route: row.route,
    lcp: Number(row.lcp),
    lcpElement: row.lcp_element,
    traceId: row.trace_id,
  }));
}
