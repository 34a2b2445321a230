import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { APPS, API_PORT, AUTH_EMULATOR_PORT, distDir, repoRoot } from '../../scripts/apps';
import { ensureAuthEmulator } from '../../scripts/lib/auth-emulator';
import { nodeCommand, startProcess, stopAll, waitForUrl } from '../../scripts/lib/processes';
import { buildDocumentServer } from '../../scripts/build-document-server';
import { createAppServer } from '../../shell/server/src/app-server';
import { createDeployment } from '../../shell/server/src/deployment';
import { createServerView } from '../../shell/server/src/server-view';
import { writeSiteFiles } from '../../shell/server/src/site-files';

export const MONOLITH_PORT = 3900;
export const BARE_PORT = 4100;
export const monolithDir = path.join(repoRoot, 'bench/dist-monolith');
const siteDir = path.join(repoRoot, '.data/bench-site');
export const profilesDir = path.join(repoRoot, 'bench/results/profiles');

export interface Stack {
  composedUrl: string;
  monolithUrl: string;
  apiUrl: string;
  bareUrl: string;
  /** Process ids, for the CPU each spends per request: the document server and the API. */
  pids: { document: number; api: number };
  stop(): Promise<void>;
}

/**
 * The shop as `npm start` serves it (same ports, same static server with compression and caching, same
 * deploy-time documents), plus the monolith build on :3900 behind the same overlay, and the bare Fastify
 * yardstick. A fresh in-memory database each time.
 */
export async function startStack(): Promise<Stack> {
  writeSiteFiles(siteDir);
  const stopEmulator = await ensureAuthEmulator();
  const origins = [...APPS.map((app) => app.port), MONOLITH_PORT].flatMap((port) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);
  // Node itself (not the tsx wrapper) is the child, so its process is the API's.
  const api = startProcess(
    'api',
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'bench/lib/api-server.ts')],
    {
      PORT: String(API_PORT),
      DATA_DIR: 'memory://',
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_EMULATOR_PORT}`,
      GCLOUD_PROJECT: 'demo-mitti',
      CORS_ORIGINS: origins.join(','),
      // Rate limits off: 100 connections from one address would only measure the 429 path (per-route
      // limits such as create-intent's apply whatever the global maximum).
      RATE_LIMIT_MAX: '0',
    },
  );
  startProcess('bare', ...nodeCommand('tsx', [path.join(repoRoot, 'bench/lib/bare-server.ts')]), {
    PORT: String(BARE_PORT),
  });
  // The document server as `npm start` runs it: its built JavaScript in a process of its own. BENCH_CPU_PROF=1
  // records its CPU profile (written when it stops) into bench/results/profiles.
  const profile = process.env.BENCH_CPU_PROF === '1' ? ['--cpu-prof', `--cpu-prof-dir=${profilesDir}`] : [];
  // BENCH_DOCUMENT_SERVER names another build of it (an earlier commit's, measured in the same minutes).
  const server = process.env.BENCH_DOCUMENT_SERVER ?? (await buildDocumentServer());
  const documents = startProcess('web', process.execPath, [...profile, server], {
    SITE_DIR: siteDir,
    LOG_LEVEL: 'warn',
  });
  const documentsExited = new Promise<void>((resolve) => documents.once('exit', () => resolve()));
  const shellBuild = createDeployment({ root: distDir(APPS[0]!), siteDir });
  // The monolith has no remotes to preload.
  const monolith: FastifyInstance = await createAppServer({
    root: monolithDir,
    name: 'monolith',
    logLevel: 'warn',
    documents: {
      siteDir,
      preloads: false,
      // The same first view as the composed site's: one server bundle, no federation on the server.
      serverView: createServerView(() => shellBuild().bundle),
    },
  });
  await monolith.listen({ port: MONOLITH_PORT, host: '0.0.0.0' });
  await waitForUrl(`http://127.0.0.1:${API_PORT}/health`, 120_000);
  await waitForUrl(`http://127.0.0.1:${BARE_PORT}/bare`, 60_000);
  await waitForUrl(`http://127.0.0.1:${APPS[0]!.port}/healthz`, 60_000);
  return {
    composedUrl: `http://localhost:${APPS[0]!.port}`,
    monolithUrl: `http://localhost:${MONOLITH_PORT}`,
    apiUrl: `http://localhost:${API_PORT}`,
    bareUrl: `http://127.0.0.1:${BARE_PORT}`,
    pids: { document: documents.pid!, api: api.pid! },
    async stop() {
      await monolith.close();
      stopAll();
      await documentsExited;
      await stopEmulator();
    },
  };
}
