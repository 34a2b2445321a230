import { openAsBlob } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { Database } from '../db/database';
import { createPgliteDatabase } from '../db/pglite-database';
import { prepareDatabase } from '../prepare-database';
import { createTestPostgres, postgresTemplateReady } from './test-postgres';

export const testApiUrl = 'http://api.mitti.test';

/**
 * The migrated, seeded data directory Jest's global setup dumped (scripts/test/database-snapshot.ts), as a Blob
 * backed by its file: PGlite reads it from there, where one copied into memory cost each test file 0.4 s.
 */
let snapshot: Promise<Blob> | undefined;

/**
 * A fresh PGlite with migrations and seed data applied, in memory or in a new data directory. Under Jest it starts
 * from the database global setup prepared the same way, which skips initdb, the migrations and the seed; elsewhere
 * it prepares its own.
 */
export async function createTestPglite(dataDir = 'memory://'): Promise<Database> {
  const file = process.env.MITTI_TEST_DATABASE_SNAPSHOT;
  if (file) {
    snapshot ??= openAsBlob(file);
    return createPgliteDatabase(dataDir, { loadDataDir: await snapshot });
  }
  const db = await createPgliteDatabase(dataDir);
  await prepareDatabase(db);
  return db;
}

/**
 * The database of an API test: a copy of the migrated, seeded PostgreSQL template when Jest's global setup made
 * one (its private cluster, decision 090): the API's suites took about half as long on it as on PGlite's WebAssembly;
 * else a fresh PGlite (`createTestPglite`). Closing it closes its pool; the cluster goes with the run. PGlite
 * stays proven by its own tests (the adapter, persistence, the durability suites) and by the browser suite, which
 * runs the whole shop on it.
 */
export async function createTestDatabase(): Promise<Database> {
  return postgresTemplateReady() ? (await createTestPostgres()).db : createTestPglite();
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** The real app over a real (in-memory) database; drive it with `app.inject`. */
export async function createTestApp(options: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const db = options.db ?? (await createTestDatabase());
  const app = await buildApp({ publicApiUrl: testApiUrl, ...options, db });
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
