import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

/**
 * firebase-admin's Auth for the project, one app per project for the whole process. With
 * FIREBASE_AUTH_EMULATOR_HOST set it talks to the Auth emulator.
 */
export function firebaseAuth(projectId: string): Auth {
  const name = `mitti-${projectId}`;
  const app: App = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
  return getAuth(app);
}
