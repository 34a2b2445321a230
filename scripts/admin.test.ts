import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { repoRoot } from './apps';
import { nodeCommand } from './lib/processes';

const run = promisify(execFile);

async function admin(...args: string[]) {
  return run(...nodeCommand('tsx', ['scripts/admin.ts', ...args]), { cwd: repoRoot, env: { ...process.env } }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
  );
}

const EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

async function emulatorCall<T>(path: string, body: object): Promise<T> {
  const response = await fetch(`${EMULATOR}/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

async function createAccount(): Promise<{ email: string; password: string }> {
  const account = { email: `owner-${randomUUID().slice(0, 8)}@example.com`, password: 'Clay-pots-42!' };
  await emulatorCall('accounts:signUp', { ...account, returnSecureToken: true });
  return account;
}

/** The claims of a fresh ID token, as the API's verifier and the shell read them. */
async function claimsAfterSignIn(email: string, password: string): Promise<Record<string, unknown>> {
  const { idToken } = await emulatorCall<{ idToken: string }>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

describe('npm run admin -- grant|revoke', () => {
  it('gives an existing account the admin claim, and takes it away', async () => {
    const user = await createAccount();
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
