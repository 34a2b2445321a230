import { freePort } from '../../server/src/test/free-port';
import { startFirestoreEmulator } from '../lib/firestore-emulator';

/** The variable that tells test files where global setup's Firestore emulator answers. */
export const FIRESTORE_EMULATOR_HOST_VARIABLE = 'MITTI_TEST_FIRESTORE_EMULATOR_HOST';

/**
 * Jest global setup (through global-setup.ts): the `firestore` document store and the rules are tested against
 * the Cloud Firestore emulator, started once for the run on a free loopback port. None found fails the run.
 */
export default async function setup() {
  const emulator = await startFirestoreEmulator(await freePort());
  process.env[FIRESTORE_EMULATOR_HOST_VARIABLE] = emulator.host;
  return emulator.stop;
}
