import type { Database } from './database';
import { createPgliteDatabase } from './pglite-database';
import { createPostgresDatabase } from './postgres-database';

export interface DatabaseConfig {
  databaseUrl?: string | undefined;
  dataDir: string;
}

/** PostgreSQL when a URL is configured, otherwise embedded PGlite. */
export function createDatabase(config: DatabaseConfig): Promise<Database> {
  return config.databaseUrl ? createPostgresDatabase(config.databaseUrl) : createPgliteDatabase(config.dataDir);
}
