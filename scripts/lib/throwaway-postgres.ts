import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';

/** The newest PostgreSQL server installed from Debian's packages, if any. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin/postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts a private PostgreSQL cluster in a temporary folder on `port` (trust auth on loopback only) and
 * returns its URL and a stop function. PostgreSQL refuses to run as root, so as root it runs as `postgres`.
 */
export async function startThrowawayPostgres(bin: string, port: number): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mitti-pg-'));
  const asRoot = userInfo().uid === 0;
  const run = (command: string, args: string[]) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args];
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString()),
      Number(execFileSync('id', ['-g', 'postgres']).toString()),
    );

  const [initCmd, initArgs] = run('initdb', ['-D', dir, '-A', 'trust', '-U', 'mitti', '--no-sync']) as [
    string,
    string[],
  ];
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const [pgCmd, pgArgs] = run('postgres', [
    '-D',
    dir,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    // Every API test file opens databases of its own (a pool of up to ten connections each) on this cluster.
    '-c',
    'max_connections=500',
  ]) as [string, string[]];
  const server: ChildProcess = spawn(pgCmd, pgArgs, { stdio: 'ignore' });

  const url = `postgres://mitti@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 30_000;
  const [readyCmd, readyArgs] = run('pg_isready', ['-h', '127.0.0.1', '-p', String(port)]) as [string, string[]];
  for (;;) {
    try {
      execFileSync(readyCmd, readyArgs, { stdio: 'ignore' });
      break;
    } catch {
      if (server.exitCode !== null || Date.now() > deadline)
        throw new Error('The test PostgreSQL server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  server.unref();
  return {
    url,
    stop: () => {
      const [stopCmd, stopArgs] = run('pg_ctl', ['-D', dir, 'stop', '-m', 'fast', '-s']) as [string, string[]];
      try {
        execFileSync(stopCmd, stopArgs, { stdio: 'ignore' });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
