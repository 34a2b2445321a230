import { spawn, type ChildProcess } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '../apps';

/**
 * A package's command (`node_modules/.bin/<bin>`) as this process's Node runs it: `[node, [script, ...args]]`.
 * Its `#!/usr/bin/env node` line would take the first node on PATH, which outside npm is the machine's own
 * (decision 042).
 */
export function nodeCommand(bin: string, args: readonly string[] = []): [string, string[]] {
  return [process.execPath, [realpathSync(path.join(repoRoot, 'node_modules/.bin', bin)), ...args]];
}

const children: ChildProcess[] = [];

/** What a child's output line is shown as (`undefined`: not shown), e.g. readablePinoLines(). */
export type LineFormat = (line: string) => string | undefined;

/**
 * Starts a long-running child whose output lines are prefixed with its name (after `format`, if given); it is
 * stopped with the parent.
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  format: LineFormat = (line) => line,
): ChildProcess {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const show = (write: (text: string) => void) => (line: string) => {
    const shown = line ? format(line) : undefined;
    if (shown !== undefined) write(shown.replace(/^/gm, `[${name}] `));
  };
  createInterface({ input: child.stdout! }).on('line', show(console.log));
  createInterface({ input: child.stderr! }).on('line', show(console.error));
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[${name}] exited (${signal ?? code})`);
  });
  children.push(child);
  return child;
}

let stopping = false;
const cleanups: (() => unknown)[] = [];

/** Runs `cleanup` when everything stops (e.g. an emulator this run started). */
export function onStop(cleanup: () => unknown): void {
  cleanups.push(cleanup);
}

export function stopAll(): void {
  stopping = true;
  for (const child of children) {
    // Children share our process group, so a supervisor that kills the group stops them too.
    if (child.exitCode === null) child.kill('SIGTERM');
  }
  for (const cleanup of cleanups.splice(0)) void cleanup();
}

/** Ctrl-C (or SIGTERM) stops every child, then the parent. */
export function stopOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopAll();
      setTimeout(() => process.exit(0), 300).unref();
    });
  }
}
/** Waits until `url` answers (any HTTP status), or fails after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
