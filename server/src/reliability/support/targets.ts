import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../../db/database';
import { createPgliteDatabase } from '../../db/pglite-database';
import { createPostgresDatabase } from '../../db/postgres-database';
import { prepareDatabase } from '../../prepare-database';
import { createTestDatabase } from '../../test/test-app';

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

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh `CREATE DATABASE` on the test server, so suites never share rows or race on one schema: a copy of the
 * template Jest's global setup migrated and seeded (scripts/test/postgres-setup.ts), or migrated and seeded here
 * on a server of your own (TEST_DATABASE_URL).
 */
export async function createPostgresTarget(): Promise<DatabaseTarget> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `mitti_rel_${randomBytes(6).toString('hex')}`;
  const template = process.env.MITTI_TEST_TEMPLATE_DATABASE;
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await createPostgresDatabase(url.toString());
  if (!template) await prepareDatabase(db);
  return {
    db,
    url: url.toString(),
    async dispose() {
      await db.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A new database (in memory, or in a data directory that has none yet) starts as every API test's does
 * (test-app.ts); a data directory that has one is opened and brought up to date, as the API opens it.
 */
export async function createPgliteTarget(dataDir = 'memory://'): Promise<DatabaseTarget> {
  const exists = dataDir !== 'memory://' && existsSync(path.join(dataDir, 'PG_VERSION'));
  const db = exists ? await createPgliteDatabase(dataDir) : await createTestDatabase(dataDir);
  if (exists) await prepareDatabase(db);
  return { db, url: null, dispose: () => db.close() };
}

/** PGlite always; real PostgreSQL (real row locks, real connection pool) when the test server is up. */
export const databaseTargets: TargetKind[] = [
  { name: 'PGlite', create: () => createPgliteTarget() },
  ...(serverUrl ? [{ name: 'PostgreSQL', create: createPostgresTarget }] : []),
];
