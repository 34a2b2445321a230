import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Database, Queryable } from './database';

/**
 * PGlite runs in this process, with no driver for OpenTelemetry's pg instrumentation to patch: each statement
 * gets a span here instead, named and described as that instrumentation names a node-postgres one (decision
 * 046). Without a tracer provider (tests) these are OpenTelemetry's no-op spans.
 */
const tracer = trace.getTracer('@mitti/server/pglite');

function traced<T>(sql: string, run: () => Promise<T>): Promise<T> {
  const operation = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';
  return tracer.startActiveSpan(
    `pglite.query:${operation}`,
    { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', 'db.query.text': sql.slice(0, 2000) } },
    async (span) => {
      try {
        return await run();
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

function wrap(target: PGlite | Transaction): Queryable {
  return {
    query<T>(sql: string, params: readonly unknown[] = []) {
      return traced(sql, async () => {
        // Without parameters the simple protocol does in one call what the extended one does in five: about
        // half the cost of a statement. The rows are parsed the same way; a script gives those of all its
        // statements, in order.
        if (params.length === 0) return (await target.exec(sql)).flatMap((result) => result.rows) as T[];
        const result = await target.query<T>(sql, [...params]);
        return result.rows;
      });
    },
    exec(sql: string) {
      return traced(sql, async () => {
        await target.exec(sql);
      });
    },
  };
}

/** The PostgreSQL major of the PGlite in package.json (0.5: PostgreSQL 18); a data directory names its own. */
export const PGLITE_POSTGRES_MAJOR = '18';

/** A data directory another PostgreSQL major wrote: PGlite cannot open it, and says only that it failed. */
export class DataDirVersionError extends Error {
  override name = 'DataDirVersionError';
}

async function checkDataDirVersion(dataDir: string): Promise<void> {
  const found = await readFile(path.join(dataDir, 'PG_VERSION'), 'utf8').then(
    (text) => text.trim(),
    () => undefined,
  );
  if (found === undefined || found === PGLITE_POSTGRES_MAJOR) return;
  throw new DataDirVersionError(
    `The database in ${dataDir} was written by PostgreSQL ${found} (an older PGlite); the API's PGlite runs ` +
      `PostgreSQL ${PGLITE_POSTGRES_MAJOR} and cannot open it. Move that folder aside (the API then starts a ` +
      "new database there, with the sample data), or carry its data over with pg_dump as PGlite's upgrade guide " +
      'shows.',
  );
}

const nextEventLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * What a new PGlite may start from instead of from nothing: a data directory another one dumped (no initdb, no
 * migrations, no seed). The API tests start each database so (scripts/test/database-snapshot.ts).
 */
export type PgliteStart = Pick<PGliteOptions, 'loadDataDir'>;

/** PGlite's database: the port, and its whole data directory as a tar archive (to start another one from). */
export interface PgliteDatabase extends Database {
  dumpDataDir(): Promise<Blob>;
}

/**
 * Embedded Postgres. `dataDir` is a directory (created if missing, survives restarts)
 * or `memory://` for a throwaway database.
 *
 * PGlite runs each statement synchronously on the event-loop thread, one transaction at a time. Queued
 * transactions would otherwise run back to back within one event-loop turn: under load (a few hundred
 * orders a second) the process then accepts no connection and reads no request for as long as the queue
 * lasts, and a shopper who connected meanwhile waits seconds while the others wait milliseconds. So
 * transactions take turns in arrival order, one per event-loop turn.
 */
export async function createPgliteDatabase(
  dataDir = 'memory://',
  startFrom: PgliteStart = {},
): Promise<PgliteDatabase> {
  if (!dataDir.startsWith('memory://')) {
    await mkdir(dataDir, { recursive: true });
    await checkDataDirVersion(dataDir);
  }
  const pglite = await PGlite.create({
    ...(dataDir.startsWith('memory://') ? {} : { dataDir }),
    ...startFrom,
  });
  let lastTurn: Promise<unknown> = Promise.resolve();
  return {
    ...wrap(pglite),
    async dumpDataDir() {
      return pglite.dumpDataDir('none');
    },
    transaction(work) {
      const turn = lastTurn.then(nextEventLoopTurn).then(() => pglite.transaction((tx) => work(wrap(tx))));
      lastTurn = turn.catch(() => undefined);
      return turn;
    },
    close: () => pglite.close(),
  };
}
