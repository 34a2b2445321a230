/**
 * The document server's production entry, built to `dist/main.js` (scripts/build-document-server.ts) and
 * run with plain node: `node shell/server/dist/main.js`. Configuration from the environment (config.ts);
 * SIGTERM or SIGINT lets the requests in flight finish, then exits.
 */
import closeWithGrace from 'close-with-grace';
import { UnsupportedNodeError, assertSupportedNode } from '@mitti/server-kit/node-runtime';
import { stopWithParent } from '@mitti/server-kit/supervision';
import { ConfigError, checkSiteFiles, loadConfig } from './config';
import { serveApps } from './serve-apps';
import { startDocumentServerTracing } from './tracing';

async function main(): Promise<void> {
  assertSupportedNode("Mitti Studio's document server", process.versions.node);
  // First, before the servers are made and their modules are used (decision 046).
  const stopTracing = startDocumentServerTracing();
  const config = loadConfig();
  if (config.apps.some((app) => app.name === 'shell')) checkSiteFiles(config.siteDir);
  const running = await serveApps(config);
  const log = running.servers[0]?.server.log;
  closeWithGrace({ delay: config.shutdownTimeoutMs, logger: false }, async ({ signal, err }) => {
    if (err) log?.error({ err }, 'stopping after an uncaught error');
    else log?.info({ signal }, 'shutting down: finishing the requests in flight');
    await running.close();
    await stopTracing();
  });
  if (config.exitWithParent) stopWithParent(() => process.kill(process.pid, 'SIGTERM'));
  if (!config.documentServerSecret && config.apps.some((app) => app.name === 'shell')) {
    log?.warn(
      "DOCUMENT_SERVER_SECRET is not set: the API counts every shopper's forms and pages sent through this server against this server's address, so one shopper can use up everyone's limits (decision 065)",
    );
  }
  const where = running.servers.map(({ name, server }) => `${name} on ${server.listeningOrigin}`);
  log?.info(`Mitti Studio's document server is serving ${where.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof UnsupportedNodeError
      ? error.message
      : `Mitti Studio's document server failed to start: ${String(error)}`,
  );
  process.exit(1);
});
