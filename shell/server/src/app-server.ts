import { access } from 'node:fs/promises';
import { createServer } from 'node:http';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { CART_LINK_PATH, FORM_ACTIONS } from '@mitti/shared/forms';
import { registerRequestTracing, traceLogFields } from '@mitti/server-kit/node-tracing';
import { sendStrictTransportSecurity, type TrustedProxies } from '@mitti/server-kit/trusted-proxies';
import { createCartLinkHandler } from './cart-link';
import { createDocumentHandler, type DocumentOptions } from './documents';
import { FORM_BODY_LIMIT, createFormActionHandler } from './form-actions';
import { ERROR_PAGE_HEADERS, errorPage } from './error-page';
import { REQUEST_TIMEOUT_MS } from './config';
import { createDeployment, releaseWarmed } from './deployment';
import { registerStaticFiles } from './static-files';

export interface AppServerOptions {
  /** The app's production build. */
  root: string;
  /**
   * The shell: its documents and its deploy-time documents, served before the build's files; with
   * `followCatalogueChanges`, its public documents follow the owner's changes (documents.ts, decision 069).
   */
  documents?: Omit<DocumentOptions, 'root' | 'catalogueChanges'> & { followCatalogueChanges?: boolean };
  /** Names the app in the request logs. */
  name?: string;
  logLevel?: string;
  /** Where the log lines go (default standard output). */
  logStream?: Writable;
  /** The addresses of the proxies in front, whose X-Forwarded-For and -Proto are believed (decision 057). Default none. */
  trustProxy?: TrustedProxies;
  /** A request's headers and body must all have arrived within this (slow clients, slowloris): else 408. */
  requestTimeoutMs?: number;
  /** Serves the build's source maps (`*.map`) to anyone: a local run's choice; a deployment keeps them (decision 068). */
  publicSourceMaps?: boolean;
}

const isDocumentPath = (url: string) => !path.posix.extname(new URL(url, 'http://localhost').pathname);

/** A path as browsers send it: no `//`, no `.` or `..` segment (the static files' route refuses the others, 403). */
const isCanonical = (url: string) => {
  const pathname = url.split('?')[0]!;
  return !pathname.includes('//') && !pathname.split('/').some((segment) => segment === '.' || segment === '..');
};

/**
 * One app's HTTP server (Fastify): its static files, compressed (brotli or gzip for text, per response);
 * for the shell also its documents, with a 500 page of the shop's own if answering fails. Every answer
 * allows cross-origin reads (the shell fetches each remote's manifest and chunks) and says nosniff.
 * `/healthz` answers 200 while the app can serve (the shell: its template, with its placeholders, and its
 * deploy-time documents read).
 */
export async function createAppServer(options: AppServerOptions): Promise<FastifyInstance> {
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    // A client that sends its request slowly (slowloris) is answered 408 and let go once the timeout is
    // over, checked every fifth of it (Node checks every 30 s by default).
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout,
          headersTimeout: requestTimeout,
          connectionsCheckingInterval: Math.max(100, Math.floor(requestTimeout / 5)),
        },
        handler,
      ),
    logger: {
      level: options.logLevel ?? 'info',
      base: { pid: process.pid, hostname: hostname(), app: options.name ?? path.basename(options.root) },
      // Every line carries the trace and span ids of the request it was written for (main.ts starts tracing).
      mixin: traceLogFields,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: options.trustProxy?.length ? options.trustProxy : false,
  });
  // A page's host is the Host header the proxy passed on: X-Forwarded-Host, which a client can add and a
  // proxy may pass on untouched (nginx does) while its cache keys on Host, never makes a URL in a page, nor
  // the origin a form is checked against (decision 057).
  app.addHook('onRequest', async (request) => {
    delete request.raw.headers['x-forwarded-host'];
  });
  sendStrictTransportSecurity(app);
  const shell = options.documents;
  const deployment = shell
    ? (shell.deployment ?? createDeployment({ root: options.root, siteDir: shell.siteDir }))
    : null;
  // The release's server code is loaded before the port answers: the first shoppers' renders are not cold.
  if (deployment) await releaseWarmed(deployment);
  // The shell's documents and forms get Fastify's spans; a remote's static files are not traced.
  if (shell) await registerRequestTracing(app);

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('x-content-type-options', 'nosniff');
  });
  // Closing (SIGTERM): a request in flight is answered, then its keep-alive connection is let go, so the
  // close does not wait for the browser to hang up (new requests meet Fastify's 503).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    if (closing) request.raw.socket?.end();
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 512,
    // Compressed for every response: a quality that costs little time (11 would cost a second per MB).
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await registerStaticFiles(app, {
    roots: shell ? [shell.siteDir, options.root] : [options.root],
    shell: !!shell,
    publicSourceMaps: options.publicSourceMaps ?? false,
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      if (deployment) deployment();
      else await access(path.join(options.root, 'index.html'));
      return { status: 'ok' };
    } catch (error) {
      return reply.code(503).send({ status: 'unavailable', reason: (error as Error).message });
    }
  });

  // The catalogue's changes are followed while the server is open (a closed one stops following them).
  const open = new AbortController();
  app.addHook('onClose', async () => open.abort());
  const document =
    shell && deployment
      ? createDocumentHandler({
          root: options.root,
          ...shell,
          deployment,
          ...(shell.followCatalogueChanges ? { catalogueChanges: open.signal } : {}),
        })
      : null;
  if (shell) {
    // A form's fields as the browser sends them, parsed by the platform's URLSearchParams.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    const formAction = createFormActionHandler(deployment!, shell.documentServerSecret ?? null);
    for (const { path } of Object.values(FORM_ACTIONS)) app.post(path, formAction);
    // The link into the cart a partner's embed leads to: a GET any site may link to (decision 066).
    app.get(CART_LINK_PATH, createCartLinkHandler(deployment!, shell.documentServerSecret ?? null));
  }
  if (document) {
    app.get('/', document);
    // A page (a path without an extension) is a document, answered before the static files' wildcard route
    // would look for it on disk (a stat per folder and a directory listing, every document).
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.url === '/*' && isCanonical(request.url) && isDocumentPath(request.url)) {
        return document(request, reply);
      }
    });
  }
  // An app's own page at `/` (a remote's standalone page, the partner site): @fastify/static's
  // preCompressed lookup answers 404 for a folder whose index has no compressed copy.
  else app.get('/', (_request, reply) => reply.sendFile('index.html'));
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('allow', 'GET, HEAD').send();
    }
    if (document && isDocumentPath(request.url)) return document(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).type('text/plain; charset=utf-8').send(error.message);
    request.log.error({ err: error }, 'request failed');
    if (!shell) return reply.code(500).type('text/plain; charset=utf-8').send('Internal error');
    return reply
      .code(500)
      .headers(ERROR_PAGE_HEADERS)
      .send(errorPage(request.url.split('?')[0] ?? '/'));
  });
  return app;
}
