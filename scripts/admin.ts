/**
 * Makes an existing account the shop's owner: `npm run admin -- grant someone@example.com` sets the Firebase
 * custom claim `admin: true` (decision 024); `revoke` removes it. Locally (project demo-mitti) it talks to the
 * Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, default 127.0.0.1:9099); with FIREBASE_PROJECT_ID set to a real
 * project it uses that project with the credentials in GOOGLE_APPLICATION_CREDENTIALS.
 */
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { AUTH_EMULATOR_HOST } from './lib/auth-emulator';

const USAGE = 'Usage: npm run admin -- grant|revoke someone@example.com';

function authFor(env: NodeJS.ProcessEnv): { auth: Auth; where: string } {
  const projectId = env.FIREBASE_PROJECT_ID ?? 'demo-mitti';
  // A demo- project exists only in the emulator, so it never needs (or reaches) Google.
  if (projectId.startsWith('demo-')) env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_EMULATOR_HOST;
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  const app = initializeApp(emulator ? { projectId } : { projectId, credential: applicationDefault() });
  return { auth: getAuth(app), where: emulator ? `the Auth emulator at ${emulator}` : `Firebase project ${projectId}` };
}

/** Sets or clears the claim, keeping the account's other claims; returns what the owner is told. */
export async function setAdminClaim(auth: Auth, email: string, admin: boolean): Promise<string> {
  const user = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') throw new Error(`No account uses ${email}; sign up on the shop first.`);
    throw error;
  });
  const claims = { ...user.customClaims };
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(user.uid, claims);
  return admin
    ? `${email} is now an admin. They see /admin after their next sign-in (or within the hour, when their token renews).`
    : `${email} is no longer an admin (from their next token).`;
}

async function main(argv: string[]): Promise<void> {
  const [command, email] = argv;
  if ((command !== 'grant' && command !== 'revoke') || !email || !email.includes('@')) throw new Error(USAGE);
  const { auth, where } = authFor(process.env);
  console.log(`${await setAdminClaim(auth, email.trim().toLowerCase(), command === 'grant')} (${where})`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
