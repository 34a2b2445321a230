/**
 * `npm start`: the whole shop on this machine. Builds what is missing, starts the Firebase Auth emulator,
 * the API (PGlite with seed data, or DATABASE_URL) and serves the five production builds.
 * Ctrl-C stops everything.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, API_PORT, AUTH_EMULATOR_PORT, distDir, repoRoot } from './apps';
import { buildApps } from './build';
import { ensureAuthEmulator } from './lib/auth-emulator';
import { onStop, startProcess, stopAll, stopOnSignals, waitForUrl } from './lib/processes';
import { serveStatic } from './serve/static-server';
import { documentSecurityHeaders, remotesManifest, runtimeConfig } from './serve/site-config';

const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name);

async function main() {
  stopOnSignals();
  const missing = APPS.filter((app) => !existsSync(path.join(distDir(app), 'mf-manifest.json')));
  if (missing.length) {
    console.log(`First start: building ${missing.map((app) => app.folder).join(', ')} (about a minute).`);
    await buildApps(missing);
  }

  const useEmulator = !process.env.FIREBASE_API_KEY;
  if (useEmulator) {
    console.log('Starting the Firebase Auth emulator...');
    const stopEmulator = await ensureAuthEmulator();
    onStop(stopEmulator);
  }

  console.log('Starting the API...');
  const api = startProcess('api', bin('tsx'), [path.join(repoRoot, 'server/src/main.ts')], {
    PORT: String(API_PORT),
    ...(useEmulator
      ? { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_EMULATOR_PORT}`, GCLOUD_PROJECT: 'demo-mitti' }
      : {}),
  });

  await Promise.all(
    APPS.map((app) =>
      serveStatic({
        root: distDir(app),
        port: app.port,
        spa: app.name === 'shell',
        dynamic:
          app.name === 'shell'
            ? { '/remotes.json': () => remotesManifest(), '/runtime-config.json': () => runtimeConfig() }
            : undefined,
        documentHeaders: app.name === 'shell' ? () => documentSecurityHeaders() : undefined,
      }),
    ),
  );

  // The API is up when it answers; if its process ends first (a port already taken, a bad variable), stop.
  const apiExited = new Promise<never>((_resolve, reject) =>
    api.once('exit', () => reject(new Error(`The API did not start (see [api] above); is port ${API_PORT} free?`))),
  );
  await Promise.race([waitForUrl(`http://127.0.0.1:${API_PORT}/health`, 120_000), apiExited]);
  console.log(`\nMitti Studio is open at http://localhost:${APPS[0]!.port}  (Ctrl-C stops everything)\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
});
