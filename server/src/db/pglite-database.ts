import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      // Without parameters the simple protocol does in one call what the extended one does in five: about
      // half the cost of a statement. The rows are parsed the same way.
      if (params.length === 0) return ((await target.exec(sql)).at(-1)?.rows ?? []) as T[];
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

const nextEventLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

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
export async function createPgliteDatabase(dataDir = 'memory://'): Promise<Database> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir.startsWith('memory://') ? undefined : dataDir);
  let lastTurn: Promise<unknown> = Promise.resolve();
  return {
    ...wrap(pglite),
    transaction(work) {
      const turn = lastTurn.then(nextEventLoopTurn).then(() => pglite.transaction((tx) => work(wrap(tx))));
      lastTurn = turn.catch(() => undefined);
      return turn;
    },
    close: () => pglite.close(),
  };
}
