/**
 * `npm start`: the whole shop on this machine. Builds what is missing (the apps side by side, while the Firebase
 * Auth emulator, the mail catcher and the API start), then the document server (its built JavaScript, run with plain
 * node as in production), which serves the five production builds. The mail catcher (MailDev) runs unless SMTP_URL
 * names a real mail server. The shop's port answers last, once everything else does. The servers listen on
 * localhost unless HOST says otherwise. Ctrl-C stops everything.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { assertSupportedNode } from '@mitti/server-kit/node-runtime';
import { APPS, API_PORT, AUTH_EMULATOR_PORT, PARTNER_SITE_PORT, distDir, repoRoot } from './apps';
import { buildDocumentServer } from './build-document-server';
import { ensureAuthEmulator } from './lib/auth-emulator';
import {
  HOW_TO_GET_THE_FIRESTORE_EMULATOR,
  findFirestoreEmulatorJar,
  startFirestoreEmulator,
} from './lib/firestore-emulator';
import { ensureMailCatcher, MAIL_CATCHER_URL } from './lib/mail-catcher';
import { buildInParallel } from './lib/parallel-builds';
import { onStop, startProcess, stopAll, stopOnSignals, waitForUrl } from './lib/processes';
import { readablePinoLines } from './lib/readable-logs';
import { createAppServer } from '../shell/server/src/app-server';
import { runtimeConfig } from '../shell/server/src/site-config';
import { writeSiteFiles } from '../shell/server/src/site-files';
import { writeSitemap } from '../shell/server/src/sitemap';
import { crawlerPathsFrom, serverBundleOf } from '../shell/server/src/deployment';

const SHOP_PORT = APPS[0]!.port;
const host = process.env.HOST ?? 'localhost';
/**
 * The API believes the shopper's address on the document server's requests only when it is signed with this
 * (decision 065): made afresh for each start unless given, never a value written in the repository.
 */
const documentServerSecret = process.env.DOCUMENT_SERVER_SECRET || randomBytes(32).toString('base64url');
const started = Date.now();
const seconds = (since: number) => Math.round((Date.now() - since) / 1000);

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** A child that must keep running: its exit before the shop is up stops the start with `message`. */
const exitStops = (child: ReturnType<typeof startProcess>, message: string) =>
  new Promise<never>((_resolve, reject) => child.once('exit', () => reject(new Error(message))));

async function buildMissingApps(): Promise<void> {
  const missing = APPS.filter((app) => !existsSync(path.join(distDir(app), 'mf-manifest.json')));
  if (!missing.length) return;
  const buildStarted = Date.now();
  console.log(
    `First start: building ${missing.length === APPS.length ? 'the six apps' : missing.map((app) => app.folder).join(', ')}` +
      ' (about a minute on two cores; later starts skip this)',
  );
  await buildInParallel(
    missing.map((app) => app.folder),
    (line) => console.log(`  ${line}`),
  );
  console.log(`Built in ${seconds(buildStarted)} s`);
}

async function main() {
  assertSupportedNode('npm start', process.versions.node);
  stopOnSignals();
  if (await answers(`http://127.0.0.1:${API_PORT}/health`)) {
    throw new Error(`Port ${API_PORT} is already in use: stop the other API (or npm start) first.`);
  }
  if (await answers(`http://127.0.0.1:${SHOP_PORT}/healthz`)) {
    throw new Error(`Port ${SHOP_PORT} is already in use: stop the other npm start first.`);
  }

  // DOCUMENTS=firestore without a Firebase project: the shopper's documents go to the Cloud Firestore emulator,
  // with the repository's rules (decision 078), unless FIRESTORE_EMULATOR_HOST names one already running. With no
  // emulator on this machine the shop says so and keeps them with the API.
  const useEmulator = !process.env.FIREBASE_API_KEY;
  const siteEnv = { ...process.env };
  const wantsFirestoreEmulator =
    useEmulator && runtimeConfig(siteEnv).documents === 'firestore' && !process.env.FIRESTORE_EMULATOR_HOST;
  const firestoreJar = wantsFirestoreEmulator ? findFirestoreEmulatorJar() : null;
  if (wantsFirestoreEmulator && !firestoreJar) {
    console.warn(
      `DOCUMENTS=firestore, but there is no Cloud Firestore emulator here (${HOW_TO_GET_THE_FIRESTORE_EMULATOR}): the shopper's documents stay with the API.`,
    );
    siteEnv.DOCUMENTS = 'http';
  }
  const { firebase } = runtimeConfig(siteEnv);
  const firestoreReady = firestoreJar
    ? startFirestoreEmulator(Number(new URL(firebase.firestoreEmulatorUrl!).port), firestoreJar).then((emulator) =>
        onStop(emulator.stop),
      )
    : Promise.resolve();
  const emulatorReady = useEmulator ? ensureAuthEmulator().then(onStop) : Promise.resolve();
  // The API mails through SMTP_URL when it is set; otherwise (development) through the catcher on port 1025.
  const mailCatcherReady = process.env.SMTP_URL ? Promise.resolve() : ensureMailCatcher();
  // Node itself (not the tsx wrapper) is the child, so the API can tell when this supervisor is gone.
  const api = startProcess(
    'api',
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'server/src/main.ts')],
    {
      PORT: String(API_PORT),
      HOST: host,
      EXIT_WITH_PARENT: '1',
      DOCUMENT_SERVER_SECRET: documentServerSecret,
      ...(useEmulator
        ? { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_EMULATOR_PORT}`, GCLOUD_PROJECT: 'demo-mitti' }
        : {}),
    },
    readablePinoLines(),
  );
  const apiExited = exitStops(api, `The API did not start (see [api] above); is port ${API_PORT} free?`);

  await Promise.race([Promise.all([buildMissingApps(), emulatorReady, firestoreReady, mailCatcherReady]), apiExited]);
  await Promise.race([waitForUrl(`http://127.0.0.1:${API_PORT}/health`, 120_000), apiExited]);

  const siteDir = path.resolve(repoRoot, process.env.SITE_DIR ?? '.data/site');
  writeSiteFiles(siteDir, siteEnv);
  await writeSitemap(siteDir, {
    apiUrl: `http://127.0.0.1:${API_PORT}`,
    siteUrl: process.env.SITE_URL ?? `http://localhost:${SHOP_PORT}`,
    pages: crawlerPathsFrom(serverBundleOf(distDir(APPS[0]!))),
  });

  // An integrator's page on another origin, embedding the catalogue (docs/embed.md).
  const partnerSite = await createAppServer({
    root: path.join(repoRoot, 'examples/partner-site'),
    name: 'partner-site',
    logLevel: 'warn',
  });
  await partnerSite.listen({ port: PARTNER_SITE_PORT, host });
  onStop(() => partnerSite.close());

  // The document server as production runs it: built JavaScript (well under a second), plain node. It answers
  // last, so whoever waits for the shop's port (the browser tests) finds the whole shop up.
  const documentServer = startProcess(
    'web',
    process.execPath,
    [await buildDocumentServer()],
    {
      SITE_DIR: siteDir,
      PORT: String(SHOP_PORT),
      HOST: host,
      DOCUMENT_SERVER_SECRET: documentServerSecret,
      // A local run shows the code as written in the browser's tools; a deployment keeps its maps (decision 068).
      PUBLIC_SOURCE_MAPS: process.env.PUBLIC_SOURCE_MAPS ?? 'true',
      ...Object.fromEntries(APPS.slice(1).map((app) => [`${app.name.toUpperCase()}_PORT`, String(app.port)])),
      EXIT_WITH_PARENT: '1',
      // Every file's request log would drown the rest: set LOG_LEVEL=info to see them.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    readablePinoLines(),
  );
  await Promise.race([
    waitForUrl(`http://127.0.0.1:${SHOP_PORT}/healthz`, 60_000),
    exitStops(
      documentServer,
      `The document server did not start (see [web] above); are ports ${SHOP_PORT}-${APPS.at(-1)!.port} free?`,
    ),
    apiExited,
  ]);

  const mailCatcher = process.env.SMTP_URL
    ? []
    : [`  The shop's e-mails    ${MAIL_CATCHER_URL}  (nothing leaves this machine)`];
  console.log(
    [
      '',
      `Mitti Studio is open (started in ${seconds(started)} s):`,
      `  The shop             http://localhost:${SHOP_PORT}`,
      `  The owner's admin    http://localhost:${SHOP_PORT}/admin  (npm run admin -- grant <email>, README)`,
      ...mailCatcher,
      ...(firebase.firestoreEmulatorUrl
        ? [`  Shoppers' documents  Cloud Firestore at ${firebase.firestoreEmulatorUrl} (DOCUMENTS=firestore)`]
        : []),
      `  A partner's page     http://localhost:${PARTNER_SITE_PORT}  (the embedded catalogue)`,
      'Ctrl-C stops everything. The API logs each request below.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
});
