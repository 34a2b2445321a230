import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from '../lib/paths';
import { freePort } from './free-port';

/** A server process as it was started: the process, and what the test needs to know of it (its URL, its ports). */
export interface Launched<T> {
  child: ChildProcess;
  facts: T;
}

export interface ServerProcess<T> extends Launched<T> {
  /** What it has written to its standard output so far. */
  stdout(): string;
  /** What it has written to its standard error so far. */
  stderr(): string;
  /** Its exit code once it has ended (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Sends `signal` and waits for the end; a process still running after `graceMs` is killed. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export interface ServerProcessOptions<T> {
  /** What it is, for the errors: "The API". */
  name: string;
  /**
   * Starts it on ports chosen now (`freePort`). Called again when another process took a port between its choice
   * and the server's listen (the server exits with EADDRINUSE), up to three times.
   */
  launch: () => Promise<Launched<T>>;
  /** What the server writes once it listens. */
  ready: RegExp;
  timeoutMs: number;
}

const ATTEMPTS = 3;

type Outcome = 'ready' | 'exited' | 'late';

/**
 * A server in a process of its own on spare loopback ports, ready when it says it is. Not when something answers
 * on its port: a port chosen free is free only until somebody else takes it, and a test server of a Jest worker
 * beside it once did, answered the health check for an API that had failed to listen, and took two answers another
 * test had set up (decision 136).
 */
export async function startServerProcess<T>(options: ServerProcessOptions<T>): Promise<ServerProcess<T>> {
  for (let attempt = 1; ; attempt += 1) {
    const { child, facts } = await options.launch();
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    let timer: NodeJS.Timeout | undefined;
    let listening = () => {};
    const outcome = await Promise.race<Outcome>([
      new Promise<Outcome>((resolve) => {
        listening = () => {
          if (options.ready.test(stdout) || options.ready.test(stderr)) resolve('ready');
        };
        child.stdout?.on('data', listening);
        child.stderr?.on('data', listening);
      }),
      exited.then((): Outcome => 'exited'),
      new Promise<Outcome>((resolve) => (timer = setTimeout(resolve, options.timeoutMs, 'late'))),
    ]);
    clearTimeout(timer);
    child.stdout?.off('data', listening);
    child.stderr?.off('data', listening);

    const said = () => (stderr || stdout).slice(-3000);
    if (outcome === 'exited') {
      if (/EADDRINUSE/.test(stdout + stderr) && attempt < ATTEMPTS) continue;
      throw new Error(`${options.name} exited at start-up: ${said()}`);
    }
    if (outcome === 'late') {
      child.kill('SIGKILL');
      await exited;
      throw new Error(`${options.name} not ready after ${options.timeoutMs / 1000} s: ${said()}`);
    }
    return {
      child,
      facts,
      stdout: () => stdout,
      stderr: () => stderr,
      exited,
      async stop(signal = 'SIGTERM', graceMs = 10_000) {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill(signal);
        const ended = await Promise.race([
          exited.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(resolve, graceMs, false).unref()),
        ]);
        if (!ended) {
          child.kill('SIGKILL');
          await exited;
        }
      },
    };
  }
}

export interface NodeServerOptions extends Omit<ServerProcessOptions<unknown>, 'launch'> {
  /** What `node` runs: an entry file, with the flags before it. */
  args: string[];
  /** Its environment; `PORT` is the port chosen for it. */
  env: NodeJS.ProcessEnv;
}

/** A Node server of the shop (`node ...args` in the repository) on a spare loopback port given as `PORT`. */
export function startNodeServer(options: NodeServerOptions): Promise<ServerProcess<{ url: string }>> {
  const { args, env, ...rest } = options;
  return startServerProcess({
    ...rest,
    launch: async () => {
      const port = await freePort();
      const child = spawn(process.execPath, args, {
        cwd: repoRoot,
        env: { ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      return { child, facts: { url: `http://127.0.0.1:${port}` } };
    },
  });
}
