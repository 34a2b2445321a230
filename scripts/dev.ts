/**
 * `npm run dev`: webpack dev servers for the five apps (or the ones named), the API in watch mode, the
 * Auth emulator and the mail catcher (http://localhost:1080). `npm run dev -w mf-catalog` runs that remote alone, standalone, on its own port.
 */
import path from 'node:path';
import webpack from 'webpack';
import { assertSupportedNode } from '@mitti/server-kit/node-runtime';
import WebpackDevServer from 'webpack-dev-server';
import { APPS, API_PORT, AUTH_EMULATOR_PORT, findApp, repoRoot } from './apps';
import { loadConfig } from './build';
import { ensureAuthEmulator } from './lib/auth-emulator';
import { ensureMailCatcher, MAIL_CATCHER_URL } from './lib/mail-catcher';
import { nodeCommand, onStop, startProcess, stopOnSignals } from './lib/processes';
import { remotesManifest, runtimeConfig } from '../shell/server/src/site-config';

async function main() {
  assertSupportedNode('npm run dev', process.versions.node);
  const names = process.argv.slice(2);
  const apps = names.length ? names.map(findApp) : APPS;
  const stopEmulator = await ensureAuthEmulator();
  stopOnSignals();
  onStop(stopEmulator);
  if (!process.env.SMTP_URL) {
    await ensureMailCatcher();
    console.log(`The shop's e-mail: ${MAIL_CATCHER_URL}`);
  }

  startProcess('api', ...nodeCommand('tsx', ['watch', path.join(repoRoot, 'server/src/main.ts')]), {
    PORT: String(API_PORT),
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_EMULATOR_PORT}`,
  });

  for (const app of apps) {
    const config = await loadConfig(app, 'development');
    if (app.name === 'shell') {
      config.devServer = {
        ...config.devServer,
        setupMiddlewares: (middlewares, server) => {
          server.app?.get('/remotes.json', (_req, res) => res.json(remotesManifest()));
          server.app?.get('/runtime-config.json', (_req, res) => res.json(runtimeConfig()));
          return middlewares;
        },
      };
    }
    const server = new WebpackDevServer(config.devServer, webpack(config));
    await server.start();
    console.log(`${app.folder} on http://localhost:${app.port}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
