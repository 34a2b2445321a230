import { startNodeServer } from '../../test/server-process';

export interface ApiProcess {
  url: string;
  /** What the process has written to its standard output so far (its log lines, a console trace exporter's spans). */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** The real API (`server/src/main.ts`) in its own process, on a spare port, ready when it logs that it is. */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const api = await startNodeServer({
    name: 'The API',
    args: ['--import', 'tsx', 'server/src/main.ts'],
    env: { ...process.env, ...env, HOST: '127.0.0.1', RATE_LIMIT_MAX: '0', NODE_ENV: 'test' },
    ready: /Mitti Studio API ready at/,
    // A PGlite directory reopened after a SIGKILL, on a machine busy with other runs, takes its time.
    timeoutMs: 60_000,
  });
  return {
    url: api.facts.url,
    output: api.stdout,
    async kill(signal) {
      api.child.kill(signal);
      await api.exited;
    },
  };
}
