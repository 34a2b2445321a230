import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { startTracing } from '@mitti/server-kit/node-tracing';

/** A request for one of the builds' files (a path with an extension): only documents and forms are traced. */
export const isFileRequest = (url: string | undefined) => /\.[a-z0-9]+$/i.test((url ?? '').split('?')[0]!);

/**
 * The document server's tracing (decision 046): a document's trace starts here, and its render's API reads
 * (fetch, through undici) carry its traceparent to the API. Started first thing in main.ts. Returns its shutdown.
 */
export function startDocumentServerTracing(env: NodeJS.ProcessEnv = process.env): () => Promise<void> {
  return startTracing({
    serviceName: 'mitti-document-server',
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => isFileRequest(request.url) }),
      new UndiciInstrumentation(),
    ],
    patch: ['node:http'],
    from: import.meta.url,
    fastify: { ignorePaths: (route) => route.url === '/*' || route.url === '/healthz' },
    env,
  });
}
