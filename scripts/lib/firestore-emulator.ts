import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../apps';

/** Debian's `google-cloud-cli-firestore-emulator` (the machine image and CI carry it). */
const DEBIAN_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
/** Where `firebase emulators:start --only firestore` keeps the jar it downloaded. */
const FIREBASE_TOOLS_CACHE = path.join(homedir(), '.cache/firebase/emulators');
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export const FIRESTORE_RULES = path.join(repoRoot, 'firestore.rules');
export const HOW_TO_GET_THE_FIRESTORE_EMULATOR =
  'install the Debian package google-cloud-cli-firestore-emulator, or name its jar in FIRESTORE_EMULATOR_JAR';

/**
 * The Cloud Firestore emulator's jar: FIRESTORE_EMULATOR_JAR when set, else Debian's package, else the newest one
 * firebase-tools downloaded; null when there is none.
 */
export function findFirestoreEmulatorJar(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.FIRESTORE_EMULATOR_JAR) return existsSync(env.FIRESTORE_EMULATOR_JAR) ? env.FIRESTORE_EMULATOR_JAR : null;
  if (existsSync(DEBIAN_JAR)) return DEBIAN_JAR;
  const cached = existsSync(FIREBASE_TOOLS_CACHE)
    ? readdirSync(FIREBASE_TOOLS_CACHE)
        .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    : [];
  return cached.length ? path.join(FIREBASE_TOOLS_CACHE, cached.at(-1)!) : null;
}

async function isUp(host: string): Promise<boolean> {
  try {
    return (await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

export interface FirestoreEmulator {
  /** `127.0.0.1:<port>`, what `connectFirestoreEmulator` and FIRESTORE_EMULATOR_HOST take. */
  host: string;
  stop(): Promise<void>;
}

/**
 * Starts the Cloud Firestore emulator (project demo-mitti) on a loopback port with the repository's rules, and
 * resolves once it answers. Fails with a message saying how to get one when no jar is found.
 */
export async function startFirestoreEmulator(
  port: number,
  jar = findFirestoreEmulatorJar(),
): Promise<FirestoreEmulator> {
  if (!jar) throw new Error(`No Cloud Firestore emulator on this machine: ${HOW_TO_GET_THE_FIRESTORE_EMULATOR}.`);
  const host = `127.0.0.1:${port}`;
  const args = ['-Duser.language=en', '-cp', jar, MAIN_CLASS, '--host=127.0.0.1', `--port=${port}`];
  const child = spawn('java', [...args, `--rules=${FIRESTORE_RULES}`, '--project_id=demo-mitti'], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
  const exited = new Promise<never>((_, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The Firestore emulator exited while starting (${code})`)));
  });
  exited.catch(() => undefined);
  const deadline = Date.now() + 60_000;
  while (!(await Promise.race([isUp(host), exited]))) {
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('The Firestore emulator did not start within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // The emulator compiles the rules on the first request that needs them (3 s here): one refused read does it now,
  // while the rest of a test run's setup is starting, instead of in the first test that touches Firestore.
  await fetch(`http://${host}/v1/projects/demo-mitti/databases/(default)/documents/users/warm-up`);
  return {
    host,
    async stop() {
      if (child.exitCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}
