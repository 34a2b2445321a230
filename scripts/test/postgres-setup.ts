import { findPostgresBin, freePort, startThrowawayPostgres } from '../lib/throwaway-postgres';

/**
 * Jest global setup (through global-setup.ts): the API tests that must hold on real PostgreSQL (row locks,
 * concurrency) get a server. TEST_DATABASE_URL wins; otherwise a private cluster is started from the installed PostgreSQL
 * (`.ci/run` installs it). Without either, those tests say so and do not run.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const bin = findPostgresBin();
  if (!bin) {
    console.warn('No PostgreSQL server installed: the PostgreSQL API tests will not run (apt-get install postgresql).');
    return;
  }
  const { url, stop } = await startThrowawayPostgres(bin, await freePort());
  process.env.TEST_DATABASE_URL = url;
  return stop;
}
