/**
 * `npm run start:cluster`: the shop on more than one machine, on this one (docs/deployment.md section 6):
 * a private PostgreSQL cluster from the installed server, two copies of the API on it, two document
 * servers, and nginx as load balancer and CDN on http://localhost:3300. `kill -HUP <pid>` deploys every
 * copy again, one at a time; Ctrl-C stops everything. Builds what is missing first. Its ports are none of
 * `npm start`'s, so both can run at once.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, distDir, repoRoot } from './apps';
import { buildApps } from './build';
import { buildApi } from './build-api';
import { buildDocumentServer } from './build-document-server';
import { startCluster } from './cluster/cluster';

async function main(): Promise<void> {
  const missing = APPS.filter((app) => !existsSync(path.join(distDir(app), 'mf-manifest.json')));
  if (missing.length) await buildApps(missing);
  if (!existsSync(path.join(repoRoot, 'server/dist/main.js'))) await buildApi();
  await buildDocumentServer();
  const cluster = await startCluster();
  console.log(`\nMitti Studio on two document servers and two APIs behind nginx: ${cluster.url}`);
  console.log(`The shop's e-mail, sent by either API: ${cluster.mailUrl}`);
  console.log(`(kill -HUP ${process.pid} deploys each copy again in turn; Ctrl-C stops everything)\n`);
  let deploying: Promise<void> | null = null;
  process.on('SIGHUP', () => {
    deploying ??= cluster.rollingRestart().finally(() => (deploying = null));
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cluster.stop().finally(() => process.exit(0)));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
