/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAppServer } from './app-server';
import { BEFORE_APP_SOURCES } from './before-app';
import type { RenderResult } from '@mitti/shared/ssr';
import { PUBLIC_CACHE_CONTROL } from './document-cache';
import type { ServerView } from './server-view';
import { precompress } from './precompress';

const TEMPLATE =
  '<!doctype html><!--mitti:html--><head><!--mitti:title--><title>Mitti Studio</title><!--mitti:title-end--><!--mitti:head--><!--mitti:app--><!--mitti:app-end--></head><body><!--mitti:overlay--><div id="root"><!--mitti:root--></div><!--mitti:state--></body></html>';

/** A first view as the shell's render gives it: `markup`, with the status. */
const rendered = (markup: string, status: 200 | 404 = 200): RenderResult => ({
  status,
  head: '',
  body: markup,
  state: { api: {} },
  session: null,
  module: null,
});
const script = 'console.log("mitti");'.repeat(100);
const CONFIG = {
  apiBaseUrl: 'http://localhost:4000',
  firebase: {
    apiKey: 'k',
    authDomain: 'demo.firebaseapp.com',
    projectId: 'demo',
    authEmulatorUrl: 'http://127.0.0.1:9099',
  },
};

let parent: string;
let root: string;
let site: string;

/** A raw request line, as a client that does not tidy `..` away sends it. */
function rawGet(server: FastifyInstance, target: string): Promise<string> {
  const { port } = server.server.address() as { port: number };
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const shellServer = (serverView: ServerView | null = null, siteDir = site) =>
  createAppServer({ root, logLevel: 'silent', documents: { siteDir, serverView, preloads: false } });

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'mitti-docs-'));
  root = path.join(parent, 'shell');
  site = path.join(parent, 'site');
  await Promise.all([root, site, path.join(parent, 'shell-evil')].map((dir) => mkdir(dir)));
  await writeFile(path.join(parent, 'shell-evil', 'secret.txt'), 'the neighbour folder');
  await writeFile(path.join(root, 'index.html'), TEMPLATE);
  await writeFile(path.join(root, 'index.html.br'), 'a compressed template');
  await writeFile(path.join(root, '470.40fdcad0bb.js'), script);
  await writeFile(path.join(root, 'remoteEntry.js'), script);
  await writeFile(path.join(root, '470.40fdcad0bb.js.map'), '{"version":3}');
  // The server bundle's stylesheet (its render.cjs beside it would be loaded as the shell's bundle here).
  await mkdir(path.join(root, 'server'));
  await writeFile(path.join(root, 'server', 'render.css'), '.page{}');
  await writeFile(path.join(root, 'remotes.json'), '{"stale":"the build\'s own copy"}');
  await writeFile(
    path.join(site, 'remotes.json'),
    JSON.stringify({ catalog: 'http://localhost:3001/mf-manifest.json' }),
  );
  await writeFile(path.join(site, 'runtime-config.json'), JSON.stringify(CONFIG));
});
afterAll(() => rm(parent, { recursive: true, force: true }));

describe('the static files of an app', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await shellServer()));
  afterAll(() => app.close());

  it('caches content-hashed chunks for a year and entries not at all', async () => {
    const hashed = await app.inject('/470.40fdcad0bb.js');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-type']).toMatch(/javascript/);
    expect((await app.inject('/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
  });

  it('compresses text with brotli or gzip as the browser accepts', async () => {
    const br = await app.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await app.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    expect((await app.inject('/remoteEntry.js')).body).toBe(script);
  });

  it('answers a matching ETag with 304', async () => {
    const { etag } = (await app.inject('/remoteEntry.js')).headers;
    expect(etag).toBeTruthy();
    const again = await app.inject({ url: '/remoteEntry.js', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('serves deploy-time documents from the site folder before the build, uncached, to any origin', async () => {
    const response = await app.inject('/remotes.json');
    expect(response.json()).toEqual({ catalog: 'http://localhost:3001/mf-manifest.json' });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing file, and never hands out the document template bare', async () => {
    expect((await app.inject('/missing.js')).statusCode).toBe(404);
    expect((await app.inject('/index.html')).statusCode).toBe(404);
    expect((await app.inject({ url: '/index.html', headers: { 'accept-encoding': 'br' } })).statusCode).toBe(404);
    expect((await app.inject('/index.html.br')).statusCode).toBe(404);
  });

  it('sends the compressed copies made at build time when the browser takes them', async () => {
    const build = await mkdtemp(path.join(tmpdir(), 'mitti-build-'));
    await writeFile(path.join(build, 'app.0123456789.js'), script);
    await writeFile(path.join(build, 'tiny.js'), 'x');
    expect(await precompress(build)).toBe(1);
    const remote = await createAppServer({ root: build, logLevel: 'silent' });
    const br = await remote.inject({ url: '/app.0123456789.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(readFileSync(path.join(build, 'app.0123456789.js.br')))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await remote.inject({ url: '/app.0123456789.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    expect((await remote.inject('/app.0123456789.js')).body).toBe(script);
    await remote.close();
    await rm(build, { recursive: true, force: true });
  });

  it("serves an app's own page at / to a browser when the folder has no compressed copy of it", async () => {
    const partner = await mkdtemp(path.join(tmpdir(), 'mitti-partner-'));
    await writeFile(path.join(partner, 'index.html'), TEMPLATE.repeat(20));
    const remote = await createAppServer({ root: partner, logLevel: 'silent' });
    const browser = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };
    const page = await remote.inject({ url: '/', headers: browser });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Mitti Studio</title>');
    await remote.close();
    await rm(partner, { recursive: true, force: true });
  });

  it("hands a browser neither the shell's server bundle nor a source map, unless the run serves its maps", async () => {
    expect((await app.inject('/server/render.css')).statusCode).toBe(404);
    expect((await app.inject('/470.40fdcad0bb.js.map')).statusCode).toBe(404);
    const local = await createAppServer({
      root,
      logLevel: 'silent',
      publicSourceMaps: true,
      documents: { siteDir: site, serverView: null, preloads: false },
    });
    expect((await local.inject('/470.40fdcad0bb.js.map')).statusCode).toBe(200);
    expect((await local.inject('/server/render.css')).statusCode).toBe(404);
    await local.close();
    // A remote's server bundle is loaded over HTTP by the document servers: it stays served.
    const remote = await createAppServer({ root, logLevel: 'silent' });
    expect((await remote.inject('/server/render.css')).statusCode).toBe(200);
    expect((await remote.inject('/470.40fdcad0bb.js.map')).statusCode).toBe(404);
    await remote.close();
  });

  it('sends HSTS only with what reached the shopper over HTTPS, as a proxy it trusts says', async () => {
    const behindProxy = await createAppServer({ root, logLevel: 'silent', trustProxy: ['127.0.0.1'] });
    const https = await behindProxy.inject({ url: '/remoteEntry.js', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const plain = await behindProxy.inject('/remoteEntry.js');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    await behindProxy.close();
    // A client that says https itself, to a server that trusts no proxy, is on plain HTTP: no HSTS.
    const claimed = await app.inject({ url: '/remoteEntry.js', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('takes only GET and HEAD, but for the forms the shop posts', async () => {
    expect((await app.inject({ method: 'POST', url: '/store' })).statusCode).toBe(405);
    expect((await app.inject({ method: 'HEAD', url: '/remoteEntry.js' })).statusCode).toBe(200);
  });
});

describe('paths outside the build', () => {
  const attempts = [
    '/../shell-evil/secret.txt',
    '/%2e%2e/shell-evil/secret.txt',
    '/..%2fshell-evil%2fsecret.txt',
    '/..%5cshell-evil%5csecret.txt',
    '/assets/../../shell-evil/secret.txt',
    '//etc/passwd',
  ];

  it.each([
    ['the shell', () => shellServer()],
    ['a remote', () => createAppServer({ root, logLevel: 'silent' })],
  ])('are refused by %s, the sibling folder sharing its name included', async (_name, create) => {
    const app = await create();
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const target of attempts) {
        const answer = await rawGet(app, target);
        expect(answer).toMatch(/^HTTP\/1\.1 40[34] /);
        expect(answer).not.toContain('the neighbour folder');
        expect(answer).not.toContain('root:');
      }
    } finally {
      await app.close();
    }
  });
});

describe('the shell’s documents', () => {
  it('are the template for any path without an extension, with the security headers, varying by Cookie', async () => {
    const app = await shellServer();
    for (const url of ['/', '/payment/confirmation?order_id=1']) {
      const page = await app.inject(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Mitti Studio</title>');
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toContain(
        `script-src 'self' ${BEFORE_APP_SOURCES.join(' ')} http://localhost:3001;`,
      );
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(page.headers.vary).toMatch(/Cookie/);
    }
    await app.close();
  });

  it("carry the server view made with the request's URL and cookies, compressed per response", async () => {
    const app = await shellServer(async ({ url, cookie }) =>
      rendered(`${url.pathname} ${cookie} ${'Vase '.repeat(200)}`),
    );
    const page = await app.inject({ url: '/cart', headers: { cookie: 'mitti_cart=%5B%5D', 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">/cart mitti_cart=%5B%5D');
    await app.close();
  });

  it('come in a coding the browser takes, as the API chooses it: gzip for one that refuses brotli', async () => {
    const app = await shellServer(async () => rendered(`The store ${'Vase '.repeat(200)}`));
    const refusesBrotli = await app.inject({ url: '/store', headers: { 'accept-encoding': '*;q=0.5, br;q=0' } });
    expect(refusesBrotli.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(refusesBrotli.rawPayload).toString()).toContain('The store Vase');
    const capitals = await app.inject({ url: '/store', headers: { 'accept-encoding': 'GZIP' } });
    expect(capitals.headers['content-encoding']).toBe('gzip');
    await app.close();
  });

  it('answer with the status of the render: 404 and the not-found page for a product or route that does not exist', async () => {
    const app = await shellServer(async ({ url }) =>
      url.pathname === '/store' ? rendered('The store') : rendered('Page Not Found', 404),
    );
    expect((await app.inject('/store')).statusCode).toBe(200);
    for (const url of ['/product/no-such-pot', '/no/such/page']) {
      const page = await app.inject(url);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Page Not Found');
      expect(page.headers['content-security-policy']).toBeTruthy();
    }
    await app.close();
  });

  it('are a friendly 500 page when the server cannot answer (an exception, the template unreadable)', async () => {
    const failing = await shellServer(async () => {
      throw new Error('render exploded');
    });
    const missingBuild = await createAppServer({
      root: path.join(parent, 'no-build'),
      logLevel: 'silent',
      documents: { siteDir: site, serverView: null },
    });
    for (const app of [failing, missingBuild]) {
      const page = await app.inject('/store');
      expect(page.statusCode).toBe(500);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('<h1>Mitti Studio is taking a short break</h1>');
      expect(page.body).toContain('Please reload the page in a moment.');
      expect(page.body).not.toMatch(/render exploded|ENOENT|no-build/);
      // A Hindi page's break is said in Hindi, and leads back to the Hindi shop.
      const hindi = await app.inject('/hi/store?q=x');
      expect(hindi.statusCode).toBe(500);
      expect(hindi.body).toContain('<html lang="hi">');
      expect(hindi.body).toContain('<h1>मिट्टी स्टूडियो थोड़ी देर के विराम पर है</h1>');
      expect(hindi.body).toContain('<a href="/hi/">दुकान पर वापस जाएँ</a>');
      expect(hindi.body).not.toContain('short break');
      await app.close();
    }
  });
});

describe('health and shutdown', () => {
  it('says healthy while the build and the deploy-time documents can be read, 503 otherwise', async () => {
    const healthy = await shellServer();
    expect((await healthy.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const noSite = await shellServer(null, path.join(parent, 'no-site'));
    expect((await noSite.inject('/healthz')).statusCode).toBe(503);
    const oldBuild = path.join(parent, 'old-build');
    await mkdir(oldBuild);
    await writeFile(path.join(oldBuild, 'index.html'), '<html><body><div id="root"></div></body></html>');
    const noPlaceholders = await createAppServer({ root: oldBuild, logLevel: 'silent', documents: { siteDir: site } });
    expect((await noPlaceholders.inject('/healthz')).json()).toMatchObject({ status: 'unavailable' });
    await Promise.all([healthy.close(), noSite.close(), noPlaceholders.close()]);
  });

  it('finishes the requests in flight when closed, and takes no new ones', async () => {
    const app = await shellServer(() => new Promise((resolve) => setTimeout(() => resolve(rendered('slow')), 400)));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${port}/store`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = app.close();
    const page = await inFlight;
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">slow</div>');
    await closed;
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
