import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from '../../lib/paths';
import { freePort } from '../../test/free-port';

export interface ApiProcess {
  url: string;
  /** What the process has written to its standard output so far (its log lines, a console trace exporter's spans). */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** The real API (`server/src/main.ts`) in its own process, on a spare port, ready when /health answers. */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_MAX: '0', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`API exited at start-up: ${stderr}`);
    // A PGlite directory reopened after a SIGKILL, on a machine busy with other runs, takes its time.
    if (waited > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`API not ready after 60 s: ${stderr}`);
    }
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    output: () => stdout,
    async kill(signal) {
      child.kill(signal);
      await exited;
    },
  };
}
