import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/database';
import { createPgliteDatabase } from '../../db/pglite-database';
import { prepareDatabase } from '../../prepare-database';
import { createTestPglite } from '../../test/test-app';
import { createTestPostgres } from '../../test/test-postgres';

/** A migrated, seeded database of its own, and how to throw it away. */
export interface DatabaseTarget {
  db: Database;
  /** Connection string when it is a PostgreSQL database (for a child API process). */
  url: string | null;
  dispose(): Promise<void>;
}

export interface TargetKind {
  name: string;
  create(): Promise<DatabaseTarget>;
}

const serverUrl = process.env.TEST_DATABASE_URL;

/** A PostgreSQL database of its own on the test server (test-postgres.ts). */
export const createPostgresTarget = (): Promise<DatabaseTarget> => createTestPostgres();

/**
 * A new database (in memory, or in a data directory that has none yet) starts as a PGlite API test's does
 * (test-app.ts); a data directory that has one is opened and brought up to date, as the API opens it.
 */
export async function createPgliteTarget(dataDir = 'memory://'): Promise<DatabaseTarget> {
  const exists = dataDir !== 'memory://' && existsSync(path.join(dataDir, 'PG_VERSION'));
  const db = exists ? await createPgliteDatabase(dataDir) : await createTestPglite(dataDir);
  if (exists) await prepareDatabase(db);
  return { db, url: null, dispose: () => db.close() };
}

/** PGlite always; real PostgreSQL (real row locks, real connection pool) when the test server is up. */
export const databaseTargets: TargetKind[] = [
  { name: 'PGlite', create: () => createPgliteTarget() },
  ...(serverUrl ? [{ name: 'PostgreSQL', create: createPostgresTarget }] : []),
];
