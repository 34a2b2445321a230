import { spawn, type ChildProcess } from 'node:child_process';
import { AUTH_EMULATOR_PORT, repoRoot } from '../apps';
import { nodeCommand } from './processes';

export const AUTH_EMULATOR_HOST = `127.0.0.1:${AUTH_EMULATOR_PORT}`;

async function isUp(): Promise<boolean> {
  try {
    const response = await fetch(`http://${AUTH_EMULATOR_HOST}/`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Makes sure the Firebase Auth emulator (project demo-mitti) is answering. Starts one when none is, and
 * returns a function that stops it again (a no-op when an existing emulator was reused).
 */
export async function ensureAuthEmulator(): Promise<() => Promise<void>> {
  if (await isUp()) return async () => undefined;
  // Run by this process's Node: the emulator checks no version of its own.
  const child: ChildProcess = spawn(
    ...nodeCommand('firebase', ['emulators:start', '--only', 'auth', '--project', 'demo-mitti']),
    { cwd: repoRoot, stdio: 'ignore' },
  );
  const deadline = Date.now() + 90_000;
  while (!(await isUp())) {
    if (child.exitCode !== null) throw new Error('The Firebase Auth emulator exited while starting');
    if (Date.now() > deadline) throw new Error('The Firebase Auth emulator did not start within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
}
