import { METRIC_LIMITS, PAGE_METRICS, RUM_OTHER, type PageViewBeacon, type RemoteLoad } from '@mitti/shared/contracts';
import { REMOTE_APP_NAMES } from '@mitti/shared/apps';
import { isRoutePath } from '@mitti/shared/route-paths';
import type { Database } from '../../db/database';
import { createBuildLedger, DAY_MS, dayOf, remoteOf, RUM_CEILING } from './rum-ceiling';

/** A value of a metric within its range, or undefined (discarded, not stored). */
function inRange(value: number | undefined, limit: number): number | undefined {
  return value !== undefined && Number.isFinite(value) && value >= 0 && value <= limit ? value : undefined;
}

/**
 * A row as the batch insert takes it (jsonb_to_recordset), out-of-range values dropped, and what is not the
 * shop's counted as `other`: a route not in the route table, a remote not in the apps table, and a second
 * build of a remote in one page view (a document pins one build of each).
 */
export function beaconRow(beacon: PageViewBeacon, receivedAt: Date) {
  const metrics = Object.fromEntries(
    PAGE_METRICS.map((metric) => [metric, inRange(beacon.metrics[metric], METRIC_LIMITS[metric]) ?? null]),
  );
  const buildOfRemote = new Map<string, string>();
  const loads = beacon.loads.map((load): RemoteLoad => {
    const entryMs = inRange(load.entryMs, METRIC_LIMITS.entry);
    const moduleMs = inRange(load.moduleMs, METRIC_LIMITS.module);
    const remote = remoteOf(load.module);
    const known = (REMOTE_APP_NAMES as readonly string[]).includes(remote);
    const build = buildOfRemote.get(remote) ?? load.build;
    buildOfRemote.set(remote, build);
    return {
      module: known ? load.module : `${RUM_OTHER}/${RUM_OTHER}`,
      build: known && build === load.build ? build : RUM_OTHER,
      failed: load.failed,
      ...(entryMs !== undefined ? { entryMs } : {}),
      ...(moduleMs !== undefined ? { moduleMs } : {}),
    };
  });
  return {
    received_at: receivedAt.toISOString(),
    route: isRoutePath(beacon.route) ? beacon.route : RUM_OTHER,
    device: beacon.device,
    connection: beacon.connection,
    ...metrics,
    lcp_element: beacon.attribution?.lcpElement ?? null,
    inp_target: beacon.attribution?.inpTarget ?? null,
    inp_type: beacon.attribution?.inpType ?? null,
    cls_target: beacon.attribution?.clsTarget ?? null,
    trace_id: beacon.traceId ?? null,
    loads,
  };
}
export type BeaconRow = ReturnType<typeof beaconRow>;

const INSERT_SQL = `
  INSERT INTO rum_page_views (received_at, route, device, connection, lcp, inp, cls, fcp, ttfb,
                              lcp_element, inp_target, inp_type, cls_target, trace_id, loads)
  SELECT received_at, route, device, connection, lcp, inp, cls, fcp, ttfb,
         lcp_element, inp_target, inp_type, cls_target, trace_id, loads
  FROM jsonb_to_recordset($1::jsonb) AS r(received_at timestamptz, route text, device text, connection text,
    lcp real, inp real, cls real, fcp real, ttfb real, lcp_element text, inp_target text, inp_type text,
    cls_target text, trace_id text, loads jsonb)
  LIMIT greatest(0, $4::int - (SELECT count(*) FROM rum_page_views WHERE received_at >= $2 AND received_at < $3))
  RETURNING id`;

export interface BeaconWriterOptions {
  /** Rows written in one statement. */
  batchSize?: number;
  /** How long a beacon may wait for its batch. */
  flushMs?: number;
  /** Beacons held in memory at most (waiting and being written); more are refused until the writes catch up. */
  maxPending?: number;
  /** Page views stored in a UTC day at most; more are dropped (RUM_CEILING). */
  viewsPerDay?: number;
  /** Builds of a remote counted by name in a day; more are counted as `other` (RUM_CEILING). */
  buildsPerRemotePerDay?: number;
  /** Once a day, when the day's ceiling of page views is reached. */
  onFull?: (day: Date) => void;
  onError?: (error: unknown) => void;
}

export interface BeaconWriter {
  /** False when the writer is full: the beacon is dropped. */
  accept(row: BeaconRow): boolean;
  /** Writes everything accepted so far. */
  flush(): Promise<void>;
  /** Writes what is left and stops the timer. */
  close(): Promise<void>;
}

/**
 * Beacons are answered at once and written in batches, one statement each, one batch at a time: a flood
 * costs the database a few statements a second, never a statement per beacon, and takes no more than
 * `maxPending` rows of memory. A batch that fails to write is dropped and reported; the beacons were already
 * answered, and metrics are not worth a retry loop against a database that orders need.
 */
export function createBeaconWriter(db: Database, options: BeaconWriterOptions = {}): BeaconWriter {
  const { batchSize = 250, flushMs = 1000, maxPending = 10_000, onError = () => undefined } = options;
  const { viewsPerDay = RUM_CEILING.viewsPerDay, onFull = () => undefined } = options;
  const ledger = createBuildLedger(db, options.buildsPerRemotePerDay);
  let waiting: BeaconRow[] = [];
  let writing = 0;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let fullOn = 0;

  /** One statement per day the batch's rows arrived on (two at most, around midnight), each within its ceiling. */
  const write = async (batch: BeaconRow[]) => {
    const byDay = new Map<number, BeaconRow[]>();
    for (const row of await ledger.fold(batch)) {
      const day = dayOf(row.received_at).getTime();
      const rows = byDay.get(day);
      if (rows) rows.push(row);
      else byDay.set(day, [row]);
    }
    for (const [day, rows] of byDay) {
      const next = new Date(day + DAY_MS);
      const stored = await db.query(INSERT_SQL, [JSON.stringify(rows), new Date(day), next, viewsPerDay]);
      if (stored.length < rows.length && fullOn !== day) {
        fullOn = day;
        onFull(new Date(day));
      }
    }
  };

  const writeBatches = async () => {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, batchSize);
      waiting = waiting.slice(batch.length);
      writing = batch.length;
      try {
        await write(batch);
      } catch (error) {
        onError(error);
      } finally {
        writing = 0;
      }
    }
  };
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    running = running.then(writeBatches);
    return running;
  };

  return {
    accept(row) {
      if (waiting.length + writing >= maxPending) return false;
      waiting.push(row);
      if (waiting.length >= batchSize) void flush();
      else timer ??= setTimeout(() => void flush(), flushMs).unref();
      return true;
    },
    flush,
    close: flush,
  };
}
