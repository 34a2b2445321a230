import startAuthEmulator from './auth-emulator-setup';
import startPostgres from './postgres-setup';

type Stop = (() => void | Promise<void>) | undefined;

/**
 * Jest global setup of the `server` project: the Auth emulator and a throwaway PostgreSQL. Test files run in
 * workers started after this, so TEST_DATABASE_URL reaches them through process.env; the stop functions wait
 * on globalThis for global-teardown.ts, which Jest runs in this same process.
 */
export default async function globalSetup() {
  const stops: Stop[] = [await startAuthEmulator(), await startPostgres()];
  (globalThis as { mittiTestStops?: Stop[] }).mittiTestStops = stops;
}
