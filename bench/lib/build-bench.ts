import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/apps';
import { nodeCommand } from '../../scripts/lib/processes';

export interface BuildTimes {
  /** Seconds per app within a cold full build (each app is built alone, one after the other). */
  apps: Record<string, number>;
  /** Wall time of `tsx scripts/build.ts`, cold (persistent cache emptied first). */
  allFive: number;
  /** Wall time of building one remote again after the full build (warm persistent cache). */
  incrementalRemote: number;
  monolith: number;
}

const INCREMENTAL_REMOTE = 'mf-workshops';

function timed(args: string[]): Promise<{ seconds: number; output: string }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(...nodeCommand('tsx', ['scripts/build.ts', ...args]), {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('exit', (code) => {
      if (code === 0) resolve({ seconds: (Date.now() - started) / 1000, output });
      else reject(new Error(`tsx scripts/build.ts ${args.join(' ')} failed (${code})`));
    });
  });
}

/** Cold builds of all five apps and the monolith, then one remote again on a warm cache. */
export async function benchBuilds(): Promise<BuildTimes> {
  rmSync(path.join(repoRoot, 'node_modules/.cache/webpack'), { recursive: true, force: true });
  const all = await timed([]);
  const apps = Object.fromEntries(
    [...all.output.matchAll(/^Built (\S+) in ([\d.]+) s/gm)].map((m) => [m[1]!, Number(m[2])]),
  );
  const monolith = await timed(['--monolith']);
  const incremental = await timed([INCREMENTAL_REMOTE]);
  return { apps, allFive: all.seconds, incrementalRemote: incremental.seconds, monolith: monolith.seconds };
}
