import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database';
import { createPostgresDatabase } from '../db/postgres-database';
import { prepareDatabase } from '../prepare-database';

/** A migrated, seeded PostgreSQL database of its own, its connection string, and how to throw it away. */
export interface TestPostgres {
  db: Database;
  url: string;
  dispose(): Promise<void>;
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh `CREATE DATABASE` on the test server (TEST_DATABASE_URL), so suites never share rows or race on one
 * schema: a copy of the template Jest's global setup migrated and seeded (scripts/test/postgres-setup.ts), or
 * migrated and seeded here on a server of your own.
 */
export async function createTestPostgres(): Promise<TestPostgres> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `mitti_rel_${randomBytes(6).toString('hex')}`;
  const template = process.env.MITTI_TEST_TEMPLATE_DATABASE;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await createPostgresDatabase(url.toString());
  if (!template) await prepareDatabase(db);
  return {
    db,
    url: url.toString(),
    async dispose() {
      await db.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Whether Jest's global setup prepared a PostgreSQL template to copy (a private cluster from the installed server). */
export const postgresTemplateReady = (): boolean =>
  !!process.env.TEST_DATABASE_URL && !!process.env.MITTI_TEST_TEMPLATE_DATABASE;
