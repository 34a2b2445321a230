import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, initializeAuth, inMemoryPersistence, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore/lite';
import type { EmulatorUser } from './emulator-users';

// A refused call is what several tests expect; the SDK's warning for each would bury the run's own output.
setLogLevel('error');

/** Where Jest's global setup started the Firestore emulator (scripts/test/firestore-emulator-setup.ts). */
export function firestoreEmulatorHost(): string {
  const host = process.env.MITTI_TEST_FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('No Firestore emulator: Jest global setup (scripts/test/global-setup.ts) starts one.');
  return host;
}

export interface FirestoreClient {
  db: Firestore;
  close(): Promise<void>;
}

/**
 * The web SDK as a browser has it: an app of its own whose Auth (the Auth emulator) signs `user` in, when given,
 * and whose Firestore (the emulator, with the repository's rules) sends that user's ID token with every call.
 */
export async function firestoreClient(user?: Pick<EmulatorUser, 'email' | 'password'>): Promise<FirestoreClient> {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-mitti' }, `test-${randomUUID()}`);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`, {
    disableWarnings: true,
  });
  if (user) await signInWithEmailAndPassword(auth, user.email, user.password);
  const db = getFirestore(app);
  const [host, port] = firestoreEmulatorHost().split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  return { db, close: () => deleteApp(app) };
}

/** A document as the emulator holds it, read past the rules (the emulator's owner token), in its REST form. */
export async function readPastRules(documentPath: string): Promise<Record<string, Record<string, unknown>> | null> {
  const url = `http://${firestoreEmulatorHost()}/v1/projects/demo-mitti/databases/(default)/documents/${documentPath}`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Firestore emulator ${documentPath}: ${response.status}`);
  return ((await response.json()) as { fields: Record<string, Record<string, unknown>> }).fields;
}
