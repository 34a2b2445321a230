import { createPostgresDatabase } from '../../server/src/db/postgres-database';
import { prepareDatabase } from '../../server/src/prepare-database';
import { findPostgresBin, freePort, startThrowawayPostgres } from '../lib/throwaway-postgres';

/** The database every PostgreSQL test database is copied from (server/src/reliability/support/targets.ts). */
export const TEMPLATE_DATABASE = 'mitti_template';

/**
 * Jest global setup (through global-setup.ts): the API tests that must hold on real PostgreSQL (row locks,
 * concurrency) get a server. TEST_DATABASE_URL wins; otherwise a private cluster is started from the installed PostgreSQL
 * (`.ci/run` installs it). Without either, those tests say so and do not run.
 *
 * On the private cluster, one database is migrated and seeded as `prepareDatabase` does it, and each test's own
 * database is a `CREATE DATABASE … TEMPLATE` copy of it (MITTI_TEST_TEMPLATE_DATABASE): it skips the migrations and
 * the seed, as the PGlite snapshot does (database-snapshot.ts).
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const bin = findPostgresBin();
  if (!bin) {
    console.warn('No PostgreSQL server installed: the PostgreSQL API tests will not run (apt-get install postgresql).');
    return;
  }
  const { url, stop } = await startThrowawayPostgres(bin, await freePort());
  try {
    await prepareTemplate(url);
  } catch (error) {
    stop();
    throw error;
  }
  process.env.TEST_DATABASE_URL = url;
  process.env.MITTI_TEST_TEMPLATE_DATABASE = TEMPLATE_DATABASE;
  return stop;
}

async function prepareTemplate(serverUrl: string): Promise<void> {
  const admin = await createPostgresDatabase(serverUrl);
  try {
    await admin.exec(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.close();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const template = await createPostgresDatabase(url.toString());
  try {
    await prepareDatabase(template);
  } finally {
    await template.close();
  }
}
