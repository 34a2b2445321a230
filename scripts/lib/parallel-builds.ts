import { spawn } from 'node:child_process';
import os from 'node:os';
import { repoRoot } from '../apps';
import { nodeCommand } from './processes';

/** Builds one app in its own process (`scripts/build.ts --no-type-check <folder>`); resolves with its output. */
function buildInChild(folder: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(...nodeCommand('tsx', ['scripts/build.ts', '--no-type-check', folder]), {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    // The build says what failed (scripts/build.ts), after any warnings.
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(output.trim() || `The build of ${folder} failed (${code})`)),
    );
  });
}

/**
 * `npm start`'s first build: the apps in as many processes at a time as the machine has cores (webpack
 * compiles on one thread), each process taking the next app when its own is built. `onBuilt` gets each app's
 * "Built ... in N s" line as it comes; a failed build stops the rest with that build's whole output. Without the
 * type check, which runs the shop no differently: `npm run build` and `npm test` check the types.
 */
export async function buildInParallel(folders: readonly string[], onBuilt: (line: string) => void): Promise<number> {
  const queue = [...folders];
  const processes = Math.max(1, Math.min(os.availableParallelism(), queue.length));
  const work = async (): Promise<void> => {
    for (let folder = queue.shift(); folder; folder = queue.shift()) {
      const output = await buildInChild(folder);
      for (const line of output.split('\n').filter((text) => text.startsWith('Built '))) onBuilt(line);
    }
  };
  await Promise.all(Array.from({ length: processes }, work));
  return processes;
}
