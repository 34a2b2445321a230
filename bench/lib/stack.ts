import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { APPS, API_PORT, AUTH_EMULATOR_PORT, distDir, repoRoot } from '../../scripts/apps';
import { ensureAuthEmulator } from '../../scripts/lib/auth-emulator';
import { startProcess, stopAll, waitForUrl } from '../../scripts/lib/processes';
import { createAppServer } from '../../shell/server/src/app-server';
import { loadConfig } from '../../shell/server/src/config';
import { serveApps } from '../../shell/server/src/serve-apps';
import { createServerView, serverBundleOf, shellBundleLoader } from '../../shell/server/src/server-view';
import { writeSiteFiles } from '../../shell/server/src/site-files';

export const MONOLITH_PORT = 3900;
export const BARE_PORT = 4100;
export const monolithDir = path.join(repoRoot, 'bench/dist-monolith');
const siteDir = path.join(repoRoot, '.data/bench-site');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

export interface Stack {
  composedUrl: string;
  monolithUrl: string;
  apiUrl: string;
  bareUrl: string;
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
  startProcess('api', tsx, [path.join(repoRoot, 'bench/lib/api-server.ts')], {
    PORT: String(API_PORT),
    DATA_DIR: 'memory://',
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_EMULATOR_PORT}`,
    GCLOUD_PROJECT: 'demo-mitti',
    CORS_ORIGINS: origins.join(','),
    // Rate limits off: 100 connections from one address would only measure the 429 path (per-route
    // limits such as create-intent's apply whatever the global maximum).
    RATE_LIMIT_MAX: '0',
  });
  startProcess('bare', tsx, [path.join(repoRoot, 'bench/lib/bare-server.ts')], { PORT: String(BARE_PORT) });
  const apps = await serveApps(loadConfig({ SITE_DIR: siteDir, LOG_LEVEL: 'warn' }));
  // The monolith has no remotes to preload.
  const monolith: FastifyInstance = await createAppServer({
    root: monolithDir,
    name: 'monolith',
    logLevel: 'warn',
    documents: {
      siteDir,
      preloads: false,
      // The same first view as the composed site's: one server bundle, no federation on the server.
      serverView: createServerView(shellBundleLoader(serverBundleOf(distDir(APPS[0]!)))),
    },
  });
  await monolith.listen({ port: MONOLITH_PORT, host: '0.0.0.0' });
  await waitForUrl(`http://127.0.0.1:${API_PORT}/health`, 120_000);
  await waitForUrl(`http://127.0.0.1:${BARE_PORT}/bare`, 60_000);
  return {
    composedUrl: `http://localhost:${APPS[0]!.port}`,
    monolithUrl: `http://localhost:${MONOLITH_PORT}`,
    apiUrl: `http://localhost:${API_PORT}`,
    bareUrl: `http://127.0.0.1:${BARE_PORT}`,
    async stop() {
      await Promise.all([apps.close(), monolith.close()]);
      stopAll();
      await stopEmulator();
    },
  };
}
