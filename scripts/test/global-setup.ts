import startAuthEmulator from './auth-emulator-setup';
import makeDatabaseSnapshot from './database-snapshot';
import startPostgres from './postgres-setup';

type Stop = (() => void | Promise<void>) | undefined;

/**
 * Jest global setup of the `server` project: the Auth emulator, a throwaway PostgreSQL and the migrated, seeded
 * database every PGlite test starts from. Test files run in workers started after this, so TEST_DATABASE_URL and
 * MITTI_TEST_DATABASE_SNAPSHOT reach them through process.env; the stop functions wait
 * on globalThis for global-teardown.ts, which Jest runs in this same process.
 */
export default async function globalSetup() {
  const stops: Stop[] = [await startAuthEmulator(), await startPostgres(), await makeDatabaseSnapshot()];
  (globalThis as { mittiTestStops?: Stop[] }).mittiTestStops = stops;
}
