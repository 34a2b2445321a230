/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, get, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { createAppServer } from './app-server';
import { startDocumentServerTracing } from './tracing';
import type { ServerView } from './server-view';

const TEMPLATE =
  '<!doctype html><!--mitti:html--><head><!--mitti:title--><title>Mitti Studio</title><!--mitti:title-end--><!--mitti:head--><!--mitti:app--><!--mitti:app-end--></head><body><!--mitti:overlay--><div id="root"><!--mitti:root--></div><!--mitti:state--></body></html>';
const CONFIG = { apiBaseUrl: 'http://localhost:4000', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo' } };

/**
 * A visitor's request, through node:http, which the instrumentations leave alone in Jest's module sandbox: a
 * fetch from the test would carry a traceparent of the test's own (undici's instrumentation is process-wide).
 */
const visit = (url: string, headers: OutgoingHttpHeaders = {}) =>
  new Promise<string>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString()));
    }).on('error', reject);
  });

const traceIdOf = (html: string) => /<meta name="traceparent" content="00-([0-9a-f]{32})-/.exec(html)?.[1];

describe('a document traced from the document server to the API (no exporter configured)', () => {
  let parent: string;
  let app: FastifyInstance;
  let api: Server;
  const apiRequests: IncomingHttpHeaders[] = [];
  const logLines: Record<string, unknown>[] = [];
  let stopTracing: () => Promise<void>;

  beforeAll(async () => {
    stopTracing = startDocumentServerTracing({});
    api = createServer((request, response) => {
      apiRequests.push(request.headers);
      response.end('[]');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const { port } = api.address() as { port: number };
    parent = await mkdtemp(path.join(tmpdir(), 'mitti-trace-'));
    const [root, site] = [path.join(parent, 'shell'), path.join(parent, 'site')];
    await Promise.all([mkdir(root), mkdir(site)]);
    await writeFile(path.join(root, 'index.html'), TEMPLATE);
    await writeFile(path.join(site, 'remotes.json'), JSON.stringify({}));
    await writeFile(path.join(site, 'runtime-config.json'), JSON.stringify(CONFIG));
    // The render reads the API as the shell's server bundle does: fetch.
    const serverView: ServerView = async () => {
      await (await fetch(`http://127.0.0.1:${port}/products`)).text();
      return null;
    };
    const logs = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    app = await createAppServer({
      root,
      logLevel: 'info',
      logStream: logs,
      documents: { siteDir: site, serverView, preloads: false },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    api.close();
    await stopTracing();
    await rm(parent, { recursive: true, force: true });
  });

  it('puts one trace id in the document’s traceparent, on the API read it made, and on its log lines', async () => {
    const { port } = app.server.address() as { port: number };
    const html = await visit(`http://127.0.0.1:${port}/store`);
    const meta = /<meta name="traceparent" content="00-([0-9a-f]{32})-([0-9a-f]{16})-00">/.exec(html);
    expect(meta).not.toBeNull();
    const traceId = meta![1]!;
    expect(apiRequests.at(-1)?.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-00$`));
    // Fastify's request span: the HTTP instrumentation cannot patch Node's http inside Jest's module sandbox,
    // where the request's first line ('incoming request') comes before Fastify's span (the built server has both).
    const lines = logLines.filter((line) => line.trace_id === traceId);
    expect(lines.map((line) => line.msg)).toContain('request completed');
  });

  it('starts a trace of its own for a public document when the visitor sends a traceparent, kept for everyone', async () => {
    const { port } = app.server.address() as { port: number };
    const chosen = `00-${'1'.repeat(32)}-${'2'.repeat(16)}-01`;
    const visitor = await visit(`http://127.0.0.1:${port}/workshops`, { traceparent: chosen });
    const traceId = traceIdOf(visitor);
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(traceId).not.toBe('1'.repeat(32));
    // Still one trace from the document to the API read its render made.
    expect(apiRequests.at(-1)?.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-0[01]$`));
    // The next visitor gets the kept document, with the document server's own trace id.
    const next = await visit(`http://127.0.0.1:${port}/workshops`);
    expect(traceIdOf(next)).toBe(traceId);
  });

  it('keeps a shopper’s traceparent in the private document made for them alone', async () => {
    const { port } = app.server.address() as { port: number };
    const chosen = `00-${'3'.repeat(32)}-${'4'.repeat(16)}-00`;
    const headers = { traceparent: chosen, cookie: 'mitti_signed_in=1' };
    const html = await visit(`http://127.0.0.1:${port}/workshops`, headers);
    expect(html).toContain(`<meta name="traceparent" content="00-${'3'.repeat(32)}-`);
  });

  it('does not trace the builds’ files', async () => {
    const { port } = app.server.address() as { port: number };
    const before = logLines.length;
    await fetch(`http://127.0.0.1:${port}/main.3f2a.js`);
    const lines = logLines.slice(before).filter((line) => line.msg === 'incoming request');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.trace_id).toBeUndefined();
  });
});

describe('tracing shut down', () => {
  it("leaves the process's own requests as they are sent (no traceparent of its own added)", async () => {
    const stop = startDocumentServerTracing({});
    await stop();
    let received: IncomingHttpHeaders = {};
    const api = createServer((request, response) => {
      received = request.headers;
      response.end('[]');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const { port } = api.address() as { port: number };
    const traceparent = `00-${'a'.repeat(32)}-${'b'.repeat(16)}-01`;
    await (await fetch(`http://127.0.0.1:${port}/products`, { headers: { traceparent } })).text();
    api.close();
    // Undici's instrumentation hooks Node's process-wide diagnostics channels: left on, it added a second
    // traceparent to this one, and the API started a trace of its own (a test of the API's traces met it).
    expect(received.traceparent).toBe(traceparent);
  });
});
