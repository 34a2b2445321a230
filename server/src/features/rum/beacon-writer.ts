import { METRIC_LIMITS, PAGE_METRICS, type PageViewBeacon, type RemoteLoad } from '@mitti/shared/contracts';
import type { Database } from '../../db/database';

/** A value of a metric within its range, or undefined (discarded, not stored). */
function inRange(value: number | undefined, limit: number): number | undefined {
  return value !== undefined && Number.isFinite(value) && value >= 0 && value <= limit ? value : undefined;
}

/** A row as the batch insert takes it (jsonb_to_recordset), out-of-range values dropped. */
export function beaconRow(beacon: PageViewBeacon, receivedAt: Date) {
  const metrics = Object.fromEntries(
    PAGE_METRICS.map((metric) => [metric, inRange(beacon.metrics[metric], METRIC_LIMITS[metric]) ?? null]),
  );
  const loads = beacon.loads.map((load): RemoteLoad => {
    const entryMs = inRange(load.entryMs, METRIC_LIMITS.entry);
    const moduleMs = inRange(load.moduleMs, METRIC_LIMITS.module);
    return {
      module: load.module,
      build: load.build,
      failed: load.failed,
      ...(entryMs !== undefined ? { entryMs } : {}),
      ...(moduleMs !== undefined ? { moduleMs } : {}),
    };
  });
  return {
    received_at: receivedAt.toISOString(),
    route: beacon.route,
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
    cls_target text, trace_id text, loads jsonb)`;

export interface BeaconWriterOptions {
  /** Rows written in one statement. */
  batchSize?: number;
  /** How long a beacon may wait for its batch. */
  flushMs?: number;
  /** Beacons held in memory at most (waiting and being written); more are refused until the writes catch up. */
  maxPending?: number;
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
  let waiting: BeaconRow[] = [];
  let writing = 0;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  const writeBatches = async () => {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, batchSize);
      waiting = waiting.slice(batch.length);
      writing = batch.length;
      try {
        await db.query(INSERT_SQL, [JSON.stringify(batch)]);
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
