import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createEmulatorUser } from '../server/src/test/emulator-users';
import { repoRoot } from './apps';

const run = promisify(execFile);
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

async function admin(...args: string[]) {
  return run(tsx, ['scripts/admin.ts', ...args], { cwd: repoRoot, env: { ...process.env } }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
  );
}

/** The claims of a fresh ID token, as the API's verifier and the shell read them. */
async function claimsAfterSignIn(email: string, password: string): Promise<Record<string, unknown>> {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const { idToken } = (await response.json()) as { idToken: string };
  return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

describe('npm run admin -- grant|revoke', () => {
  it('gives an existing account the admin claim, and takes it away', async () => {
    const user = await createEmulatorUser();
    const granted = await admin('grant', user.email.toUpperCase());
    expect(granted).toEqual({ code: 0, output: expect.stringContaining(`${user.email} is now an admin.`) });
    expect(await claimsAfterSignIn(user.email, user.password)).toMatchObject({ admin: true });

    expect((await admin('revoke', user.email)).code).toBe(0);
    expect(await claimsAfterSignIn(user.email, user.password)).not.toHaveProperty('admin');
  }, 60_000);

  it('says what is wrong with an unknown account or a bad command', async () => {
    expect(await admin('grant', 'nobody-here@example.com')).toEqual({
      code: 1,
      output: 'No account uses nobody-here@example.com; sign up on the shop first.\n',
    });
    expect(await admin('promote', 'x@example.com')).toEqual({
      code: 1,
      output: 'Usage: npm run admin -- grant|revoke someone@example.com\n',
    });
  }, 60_000);
});
