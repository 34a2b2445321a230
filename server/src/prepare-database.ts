import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { prepareMailQueue } from './features/mail/mail-queue-install';
import { seedDatabase, type SeedOptions } from './seed/seed-database';

/**
 * Brings a database to the current schema (the shop's migrations, then pg-boss's tables and the mail queue) and
 * seeds an empty shop; safe to run on every start.
 */
export async function prepareDatabase(db: Database, seed: SeedOptions = {}): Promise<void> {
  await migrate(db);
  await prepareMailQueue(db);
  await seedDatabase(db, seed);
}
