import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsDir } from '../lib/paths';
import type { Database } from './database';

const migrationFile = /^\d{3}-[a-z0-9-]+\.sql$/;

/**
 * Several API copies may start at once against one PostgreSQL server; this transaction-scoped lock
 * lets exactly one of them apply a migration (or seed) while the others wait and then skip it.
 */
export const schemaLockSql = 'SELECT pg_advisory_xact_lock(7462001)';

/** Applies every `NNN-name.sql` not yet recorded in schema_migrations, in order, each in its own transaction. */
export async function migrate(db: Database, dir: string = migrationsDir): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query(schemaLockSql);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )
    `);
  });
  const files = (await readdir(dir)).filter((file) => migrationFile.test(file)).sort();
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
  );
  const newlyApplied: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    const appliedHere = await db.transaction(async (tx) => {
      await tx.query(schemaLockSql);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (done.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (appliedHere) newlyApplied.push(file);
  }
  return newlyApplied;
}
