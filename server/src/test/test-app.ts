import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { Database } from '../db/database';
import { createPgliteDatabase } from '../db/pglite-database';
import { prepareDatabase } from '../db/prepare-database';

export const testApiUrl = 'http://api.mitti.test';

/** A fresh in-memory PGlite with migrations and seed data applied. */
export async function createTestDatabase(): Promise<Database> {
  const db = await createPgliteDatabase('memory://');
  await prepareDatabase(db);
  return db;
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
