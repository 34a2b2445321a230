import { UnsupportedNodeError, assertSupportedNode } from '@mitti/server-kit/node-runtime';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { startTracing, traceLogFields } from '@mitti/server-kit/node-tracing';
import { stopWithParent } from '@mitti/server-kit/supervision';
import { buildApp } from './app';
import { EnvError, parseEnv } from './config/env';
import { createDatabase } from './db/create-database';
import { DataDirVersionError } from './db/pglite-database';
import { prepareDatabase } from './prepare-database';

async function main(): Promise<void> {
  assertSupportedNode('The API', process.versions.node);
  // First, before the database and the server are made: HTTP and node-postgres are patched, and Fastify's
  // spans come with the app (decision 046). PGlite has no driver to patch: its adapter makes its own spans.
  const stopTracing = startTracing({
    serviceName: 'mitti-api',
    instrumentations: [new HttpInstrumentation(), new PgInstrumentation()],
    patch: ['node:http', 'pg'],
    from: import.meta.url,
  });
  const env = parseEnv();
  const db = await createDatabase(env);
  // Sample reviews show the local shop's product pages both ways; a production shop starts with none.
  await prepareDatabase(db, { sampleReviews: env.nodeEnv !== 'production' });

  const app = await buildApp({
    db,
    // The settings parsed above, once: buildApp hands each plugin its part.
    config: env,
    // Every line carries the trace and span ids of the request it was written for.
    logger: { level: 'info', mixin: traceLogFields },
  });

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await db.close();
      await stopTracing();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  if (env.exitWithParent) stopWithParent(() => void shutdown('SIGTERM'));

  await app.listen({ port: env.port, host: env.host });
  const storage = env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${env.dataDir}`;
  // The mail server's host only: SMTP_URL may carry a password.
  const mail = env.mail ? `mail through ${new URL(env.mail.smtpUrl).host}` : 'mail queued, not sent (no SMTP_URL)';
  app.log.info(`Mitti Studio API ready at ${env.publicApiUrl} using ${storage}; ${mail}`);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof UnsupportedNodeError || error instanceof DataDirVersionError) {
    console.error(error.message);
  } else {
    console.error('Mitti Studio API failed to start:', error);
  }
  process.exit(1);
});
