import startAuthEmulator from './auth-emulator-setup';
import makeDatabaseSnapshot from './database-snapshot';
import startFirestoreEmulator from './firestore-emulator-setup';
import startPostgres from './postgres-setup';
import { missingWasmCodeGcFlag } from './wasm-code-gc';

type Stop = (() => void | Promise<void>) | undefined;

/**
 * Jest global setup of the `server` project: the Auth and Firestore emulators, a throwaway PostgreSQL and the
 * migrated, seeded database every PGlite test starts from, side by side (none needs another). Test files run in
 * workers started after this, so TEST_DATABASE_URL, MITTI_TEST_DATABASE_SNAPSHOT and
 * MITTI_TEST_FIRESTORE_EMULATOR_HOST reach them through process.env; the stop
 * functions wait on globalThis for global-teardown.ts, which Jest runs in this same process. If one fails to
 * start, the others are stopped before the run ends with its error.
 */
export default async function globalSetup() {
  const missingFlag = missingWasmCodeGcFlag(process.execArgv);
  if (missingFlag) throw new Error(missingFlag);
  const started = await Promise.allSettled([
    startAuthEmulator(),
    startFirestoreEmulator(),
    startPostgres(),
    makeDatabaseSnapshot(),
  ]);
  const stops: Stop[] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    for (const stop of stops.reverse()) await stop?.();
    throw failed.reason;
  }
  (globalThis as { mittiTestStops?: Stop[] }).mittiTestStops = stops;
}
