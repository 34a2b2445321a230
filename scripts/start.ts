/**
 * `npm start`: the whole shop on this machine. Builds what is missing, starts the Firebase Auth emulator,
 * the mail catcher (MailDev, unless SMTP_URL names a real mail server), the API (PGlite with seed data, or
 * DATABASE_URL) and the document server (its built JavaScript, run with plain node as in production), which
 * serves the five production builds. Ctrl-C stops everything.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, API_PORT, AUTH_EMULATOR_PORT, PARTNER_SITE_PORT, distDir, repoRoot } from './apps';
import { buildApps } from './build';
import { buildDocumentServer } from './build-document-server';
import { ensureAuthEmulator } from './lib/auth-emulator';
import { ensureMailCatcher, MAIL_CATCHER_URL } from './lib/mail-catcher';
import { onStop, startProcess, stopAll, stopOnSignals, waitForUrl } from './lib/processes';
import { createAppServer } from '../shell/server/src/app-server';
import { writeSiteFiles } from '../shell/server/src/site-files';
import { writeSitemap } from '../shell/server/src/sitemap';
import { crawlerPathsFrom, serverBundleOf } from '../shell/server/src/deployment';

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function main() {
  stopOnSignals();
  const missing = APPS.filter((app) => !existsSync(path.join(distDir(app), 'mf-manifest.json')));
  if (missing.length) {
    console.log(`First start: building ${missing.map((app) => app.folder).join(', ')} (about a minute).`);
    await buildApps(missing);
  }

  const siteDir = path.resolve(repoRoot, process.env.SITE_DIR ?? '.data/site');
  writeSiteFiles(siteDir);

  const useEmulator = !process.env.FIREBASE_API_KEY;
  if (useEmulator) {
    console.log('Starting the Firebase Auth emulator...');
    const stopEmulator = await ensureAuthEmulator();
    onStop(stopEmulator);
  }

  // The API mails through SMTP_URL when it is set; otherwise (development) through the catcher on port 1025.
  const catchMail = !process.env.SMTP_URL;
  if (catchMail) {
    console.log('Starting the mail catcher...');
    await ensureMailCatcher();
  }

  if (await answers(`http://127.0.0.1:${API_PORT}/health`)) {
    throw new Error(`Port ${API_PORT} is already in use: stop the other API (or npm start) first.`);
  }
  console.log('Starting the API...');
  // Node itself (not the tsx wrapper) is the child, so the API can tell when this supervisor is gone.
  const api = startProcess('api', process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/main.ts')], {
    PORT: String(API_PORT),
    EXIT_WITH_PARENT: '1',
    ...(useEmulator
      ? { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_EMULATOR_PORT}`, GCLOUD_PROJECT: 'demo-mitti' }
      : {}),
  });

  if (await answers(`http://127.0.0.1:${APPS[0]!.port}/healthz`)) {
    throw new Error(`Port ${APPS[0]!.port} is already in use: stop the other npm start first.`);
  }
  // The document server as production runs it: built JavaScript (well under a second), plain node.
  const documentServer = startProcess('web', process.execPath, [await buildDocumentServer()], {
    SITE_DIR: siteDir,
    PORT: String(APPS[0]!.port),
    ...Object.fromEntries(APPS.slice(1).map((app) => [`${app.name.toUpperCase()}_PORT`, String(app.port)])),
    EXIT_WITH_PARENT: '1',
    // Every file's request log would drown the rest: set LOG_LEVEL=info to see them.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const documentServerExited = new Promise<never>((_resolve, reject) =>
    documentServer.once('exit', () =>
      reject(
        new Error(
          `The document server did not start (see [web] above); are ports ${APPS[0]!.port}-${APPS.at(-1)!.port} free?`,
        ),
      ),
    ),
  );
  // An integrator's page on another origin, embedding the catalogue (docs/embed.md).
  const partnerSite = await createAppServer({
    root: path.join(repoRoot, 'examples/partner-site'),
    name: 'partner-site',
    logLevel: 'warn',
  });
  await partnerSite.listen({ port: PARTNER_SITE_PORT, host: '0.0.0.0' });
  onStop(() => partnerSite.close());
  await Promise.race([waitForUrl(`http://127.0.0.1:${APPS[0]!.port}/healthz`, 60_000), documentServerExited]);

  // The API is up when it answers; if its process ends first (a port already taken, a bad variable), stop.
  const apiExited = new Promise<never>((_resolve, reject) =>
    api.once('exit', () => reject(new Error(`The API did not start (see [api] above); is port ${API_PORT} free?`))),
  );
  await Promise.race([waitForUrl(`http://127.0.0.1:${API_PORT}/health`, 120_000), apiExited]);
  await writeSitemap(siteDir, {
    apiUrl: `http://127.0.0.1:${API_PORT}`,
    siteUrl: process.env.SITE_URL ?? `http://localhost:${APPS[0]!.port}`,
    pages: crawlerPathsFrom(serverBundleOf(distDir(APPS[0]!))),
  });
  console.log(`\nMitti Studio is open at http://localhost:${APPS[0]!.port}  (Ctrl-C stops everything)`);
  console.log(`A partner site embedding the catalogue: http://localhost:${PARTNER_SITE_PORT}`);
  if (catchMail) console.log(`The shop's e-mail (nothing leaves this machine): ${MAIL_CATCHER_URL}`);
  console.log('');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
});
