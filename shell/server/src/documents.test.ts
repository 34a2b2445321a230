/** @jest-environment node */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { RenderResult } from '@mitti/shared/ssr';
import { createAppServer } from './app-server';
import {
  LOCAL_STALE_MS,
  LOCAL_TTL_MS,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  S_MAXAGE_S,
  SWR_S,
} from './document-cache';
import type { ServerView, ViewRequest } from './server-view';

const TEMPLATE =
  '<!doctype html><!--mitti:html--><head><!--mitti:title--><title>Mitti Studio</title><!--mitti:title-end--><!--mitti:head--><!--mitti:app--><script defer src="/main.js"></script><!--mitti:app-end--></head><body><!--mitti:overlay--><div id="root"><!--mitti:root--></div><!--mitti:state--></body></html>';
const REMOTES = { catalog: 'http://localhost:3001/mf-manifest.json' };
const CONFIG = { apiBaseUrl: 'http://localhost:4000', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo' } };

/** A first view as the shell's render gives it, with RTK Query's per-render bookkeeping in its state. */
const view = (markup: string): RenderResult => ({
  status: 200,
  head: '',
  body: markup,
  state: { api: { queries: { q: { data: markup, requestId: Math.random(), fulfilledTimeStamp: Date.now() } } } },
  session: null,
  module: null,
});

let root: string;
let site: string;
let open: FastifyInstance[] = [];

beforeAll(async () => {
  const parent = await mkdtemp(path.join(tmpdir(), 'mitti-documents-'));
  root = path.join(parent, 'shell');
  site = path.join(parent, 'site');
  await Promise.all([mkdir(root), mkdir(site)]);
  await writeFile(path.join(root, 'index.html'), TEMPLATE);
  await writeFile(path.join(site, 'remotes.json'), JSON.stringify(REMOTES));
  await writeFile(path.join(site, 'runtime-config.json'), JSON.stringify(CONFIG));
});

afterEach(async () => {
  await Promise.all(open.map((app) => app.close()));
  open = [];
});

/** Resolves once `condition` holds, checking every 10 ms; fails the test after 10 s. */
async function until(condition: () => boolean) {
  for (const started = Date.now(); !condition();) {
    if (Date.now() - started > 10_000) throw new Error('the condition did not hold within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The shell's server with `serverView`, listening on a free port; every render it is asked for is counted. */
async function shell(serverView: ServerView, requestTimeoutMs?: number, { preloads = false } = {}) {
  const renders: ViewRequest[] = [];
  const app = await createAppServer({
    root,
    logLevel: 'silent',
    requestTimeoutMs,
    documents: {
      siteDir: site,
      ...(preloads ? {} : { preloads: false }),
      serverView: (request) => {
        renders.push(request);
        return serverView(request);
      },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  open.push(app);
  return { app, renders, port: (app.server.address() as { port: number }).port };
}

describe('documents for a visitor without the shop’s cookies', () => {
  it('of a page the browser renders carry its frame in #root, no view in their state, and start the app at once', async () => {
    // Decision 067: the render gives the site's frame around a line; the browser renders the page over it.
    const { app } = await shell(async () => ({
      ...view('<header>Mitti Studio</header><main>Checkout</main>'),
      frameOnly: true,
    }));
    const page = await app.inject({ url: '/checkout' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"><header>Mitti Studio</header><main>Checkout</main></div>');
    expect(page.body).toMatch(/<script defer src="\/main.js"><\/script><\/head>/);
    const state = JSON.parse(/id="document-state">(.*?)<\/script>/s.exec(page.body)![1]!) as { view: unknown };
    expect(state.view).toBeNull();
  });

  it('of a page that goes out without its view tell a browser without scripts why, in its language, and start the app at once', async () => {
    // The render passed its deadline, or a remote's server view could not be had: the app renders the page over it.
    const { app } = await shell(async () => null);
    const page = await app.inject({ url: '/product/oat-bowl' });
    expect(page.body).toContain(
      '<div id="root"><main class="boot-error" data-without-scripts=""><p>This page could not be prepared just now. ' +
        '<a href="">Reload the page</a></p></main></div>',
    );
    expect(page.body).toMatch(/<script defer src="\/main.js"><\/script><\/head>/);
    const state = JSON.parse(/id="document-state">(.*?)<\/script>/s.exec(page.body)![1]!) as { view: unknown };
    expect(state.view).toBeNull();
    const hindi = await app.inject({ url: '/hi/product/oat-bowl' });
    expect(hindi.body).toContain('<p>यह पेज अभी तैयार नहीं हो सका। <a href="">पेज फिर से लोड करें</a></p>');
  });

  it('are public for a CDN, with an ETag, no cookie, and 304 for a matching If-None-Match', async () => {
    const { app } = await shell(async () => view('<main>Oat Bowl, Rs. 650/-</main>'));
    const page = await app.inject({ url: '/product/oat-bowl', headers: { cookie: 'mitti_welcomed=1; _ga=GA1' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(PUBLIC_CACHE_CONTROL).toBe(`public, max-age=0, s-maxage=${S_MAXAGE_S}, stale-while-revalidate=${SWR_S}`);
    expect(page.headers['set-cookie']).toBeUndefined();
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(page.body).toContain('Oat Bowl, Rs. 650/-');

    const again = await app.inject({ url: '/product/oat-bowl', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await app.inject({ url: '/product/oat-bowl', headers: { 'if-none-match': 'W/"another"' } });
    expect(other.statusCode).toBe(200);
  });

  it('are rendered once for many visitors, and the same page with the same data keeps its ETag across renders', async () => {
    const { app, renders } = await shell(async () => view('<main>The store</main>'));
    const pages = await Promise.all(Array.from({ length: 20 }, () => app.inject('/store')));
    expect(pages.every((page) => page.statusCode === 200)).toBe(true);
    expect(renders).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, LOCAL_TTL_MS + 100));
    await app.inject('/store');
    await until(() => renders.length >= 2);
    const later = await app.inject('/store');
    // Rendered again, with RTK Query's new request ids and times: the same page, the same validator.
    expect(later.headers.etag).toBe(pages[0]!.headers.etag);
  });

  it("show an owner's change to a price within the documents' lifetime here (a second), well under 5 s", async () => {
    let price = 'Rs. 650/-';
    const { app } = await shell(async () => view(`<main>Oat Bowl ${price}</main>`));
    expect((await app.inject('/product/oat-bowl')).body).toContain('Rs. 650/-');
    const changed = Date.now();
    price = 'Rs. 700/-';
    let seenAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - changed < 5000) {
      if ((await app.inject('/product/oat-bowl')).body.includes('Rs. 700/-')) {
        seenAfter = Date.now() - changed;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seenAfter).toBeLessThanOrEqual(LOCAL_TTL_MS + 500);
    // With a CDN in front the worst case adds its stale window to the oldest document this copy sends (a CDN
    // counts its Age): the API's 0.25 s, a render, that, and SWR_S, still under 5 s.
    expect(0.25 + 0.5 + Math.max(S_MAXAGE_S, (LOCAL_TTL_MS + LOCAL_STALE_MS) / 1000) + SWR_S).toBeLessThanOrEqual(5);
  });

  it("never sends a quiet page's document older than its stale ceiling: the owner's change shows on the next visit", async () => {
    let price = 'Rs. 650/-';
    const { app } = await shell(async () => view(`<main>Oat Bowl ${price}</main>`));
    expect((await app.inject('/product/oat-bowl')).body).toContain('Rs. 650/-');
    // Nobody asks for the page for a while; the owner changes its price meanwhile.
    await new Promise((resolve) => setTimeout(resolve, LOCAL_TTL_MS + LOCAL_STALE_MS + 300));
    price = 'Rs. 700/-';
    const next = await app.inject('/product/oat-bowl');
    expect(next.body).toContain('Rs. 700/-');
    expect(Number(next.headers.age)).toBeLessThanOrEqual((LOCAL_TTL_MS + LOCAL_STALE_MS) / 1000);
    // Within the ceiling the kept one is still sent while the next renders (one render for everyone).
    await new Promise((resolve) => setTimeout(resolve, LOCAL_TTL_MS + 100));
    const stale = await app.inject('/product/oat-bowl');
    expect(stale.statusCode).toBe(200);
    expect(Number(stale.headers.age)).toBeLessThanOrEqual((LOCAL_TTL_MS + LOCAL_STALE_MS) / 1000);
  });

  it('follow a release at once: a new remotes.json is never answered with a document of the old one', async () => {
    const { app } = await shell(async ({ site: documents }) => view(`<main>${documents.remotes.catalog}</main>`));
    expect((await app.inject('/store')).body).toContain('http://localhost:3001/mf-manifest.json');
    const released = { catalog: 'http://localhost:3101/mf-manifest.json' };
    await writeFile(path.join(site, 'remotes.json'), JSON.stringify(released));
    try {
      const page = await app.inject('/store');
      expect(page.body).toContain('<main>http://localhost:3101/mf-manifest.json</main>');
      expect(page.headers['content-security-policy']).toContain('http://localhost:3101');
    } finally {
      await writeFile(path.join(site, 'remotes.json'), JSON.stringify(REMOTES));
    }
  });
});

describe('the API reads a document asks the browser to preload (decision 125)', () => {
  it('are those its render had started when it goes out without its view, each once; a page with its view has none', async () => {
    // The render's loader starts its reads at once; a render past its deadline gives no view, and the app reads them.
    const { app } = await shell(
      async ({ url, reads }) => {
        reads?.push('/products/leaf-incense-holder', '/products/leaf-incense-holder/reviews');
        reads?.push('/products/leaf-incense-holder');
        return url.pathname === '/store' ? view('<main>Products</main>') : null;
      },
      undefined,
      { preloads: true },
    );
    const late = await app.inject({ url: '/product/leaf-incense-holder' });
    const fetched = [...late.body.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin>/g)].map(
      (match) => match[1],
    );
    expect(fetched).toEqual([
      'http://localhost:4000/products/leaf-incense-holder',
      'http://localhost:4000/products/leaf-incense-holder/reviews',
    ]);
    const rendered = await app.inject({ url: '/store' });
    expect(rendered.body).toContain('<main>Products</main>');
    expect(rendered.body).not.toContain('as="fetch"');
  });
});

describe('documents for a shopper’s cookies', () => {
  it.each([
    ['a cart', 'mitti_cart=%5B%5D'],
    ['a sign-in', 'mitti_signed_in=1'],
    ['the last form’s outcome', 'mitti_flash=%7B%22kind%22%3A%22success%22%2C%22text%22%3A%22Added%22%7D'],
  ])('are private and rendered for them every time: %s', async (_what, cookie) => {
    const { app, renders } = await shell(async (request) => view(`<main>${request.cookie}</main>`));
    await app.inject('/store');
    const before = renders.length;
    const page = await app.inject({ url: '/store', headers: { cookie } });
    expect(page.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(page.headers.etag).toBeTruthy();
    expect(renders.length).toBe(before + 1);
    expect(renders.at(-1)!.cookie).toBe(cookie);
    // Only the outcome of a form is dropped, once shown.
    expect(page.headers['set-cookie'] ?? '').toContain(cookie.startsWith('mitti_flash') ? 'mitti_flash=;' : '');
    if (!cookie.startsWith('mitti_flash')) expect(page.headers['set-cookie']).toBeUndefined();
  });
});

/** What a client sending `raw` bytes gets back (the whole answer), or '' when the server closed without one. */
function rawRequest(port: number, raw: Buffer | string, { slowly = false } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      if (!slowly) return socket.write(raw);
      // Slowloris: a header line a byte at a time, never finished.
      let sent = 0;
      timer = setInterval(() => socket.write(Buffer.from(raw).subarray(sent, ++sent)), 100);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
    socket.on('error', () => undefined);
  });
}

describe('bad input to the document server', () => {
  it('answers a path or query of any bytes with a document or a clear 4xx, never a 5xx, and keeps serving', async () => {
    const { port } = await shell(async ({ url }) => view(`<main>${url.pathname.length}</main>`));
    const targets = [
      '/store?q=%ff%fe%zz&category=%E0%A4',
      '/product/%E0%A4%A',
      '/product/%00%0d%0a',
      '/%%%%',
      `/store?q=${'x'.repeat(6000)}`,
      '/caf\u00e9/\u00ff\u00fe',
      '/store?\u00ff=\u0080',
    ];
    for (const target of targets) {
      const answer = await rawRequest(
        port,
        Buffer.from(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`, 'latin1'),
      );
      expect(answer).toMatch(/^HTTP\/1\.1 (200|404|40\d|41\d) /);
    }
    const bytes = Buffer.concat([
      Buffer.from('GET /store/'),
      Buffer.from([0xc3, 0x28, 0x80, 0xff]),
      Buffer.from(' HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
    ]);
    expect(await rawRequest(port, bytes)).toMatch(/^HTTP\/1\.1 (200|404|400) /);
    for (const host of ['a b', 'evil.example/x?', 'user@evil.example']) {
      const badHost = await rawRequest(port, `GET /store HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(badHost).toMatch(/^HTTP\/1\.1 400 /);
    }
    expect(await (await fetch(`http://127.0.0.1:${port}/store`)).text()).toContain('<main>');
  });

  it('answers a huge cookie with 431 and a malformed one with the public document', async () => {
    const { port } = await shell(async () => view('<main>The store</main>'));
    const huge = await rawRequest(
      port,
      `GET /store HTTP/1.1\r\nHost: localhost\r\nCookie: mitti_cart=${'%7B'.repeat(12_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    for (const cookie of ['mitti_cart', '=;=;;', 'mitti_cart=%E0%A4%A; mitti_cart=[', '\u00ff\u00fe=\u0080']) {
      const answer = await rawRequest(
        port,
        Buffer.from(
          `GET /store HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`,
          'latin1',
        ),
      );
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toContain('<main>The store</main>');
    }
  });

  it('writes no URL from a forged X-Forwarded-Host into a page, behind a trusted proxy too (decision 057)', async () => {
    // The render writes the page's address, as the product's JSON-LD does.
    const pageUrl: ServerView = async ({ url }) =>
      view(`<script type="application/ld+json">{"url":"${url.href}"}</script>`);
    const app = await createAppServer({
      root,
      logLevel: 'silent',
      trustProxy: ['127.0.0.1'],
      documents: { siteDir: site, preloads: false, serverView: pageUrl },
    });
    open.push(app);
    // From the proxy (inject's 127.0.0.1), which passes on the shopper's Host and scheme and the client's own header.
    const proxied = { host: 'mitti.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };
    const forged = await app.inject({
      url: '/product/oat-bowl',
      headers: { ...proxied, 'x-forwarded-host': 'evil.example' },
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).toContain('{"url":"https://mitti.example/product/oat-bowl"}');
    expect(forged.body).not.toContain('evil.example');
    const honest = await app.inject({ url: '/product/oat-bowl', headers: proxied });
    expect(honest.headers.etag).toBe(forged.headers.etag);
  });

  it('lets go of a client that sends its request slowly (slowloris), with 408', async () => {
    const { port } = await shell(async () => view('<main>The store</main>'), 1000);
    const started = Date.now();
    const answer = await rawRequest(port, `GET /store HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'a'.repeat(200)}`, {
      slowly: true,
    });
    expect(Date.now() - started).toBeLessThan(4000);
    expect(answer === '' || /^HTTP\/1\.1 408 /.test(answer)).toBe(true);
  });

  it('stops the render of a shopper who goes away before the document is sent', async () => {
    let stopped: boolean;
    const { port, renders } = await shell(
      (request) =>
        new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () => {
            stopped = true;
            reject(new Error('aborted'));
          }),
        ),
    );
    for (const cookie of ['', 'Cookie: mitti_cart=%5B%5D\r\n']) {
      stopped = false;
      const before = renders.length;
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`GET /store HTTP/1.1\r\nHost: localhost\r\n${cookie}\r\n`),
      );
      // Waits for the render to start, then for its stop, however slow a loaded machine is (a fixed 200 ms was not
      // always enough for the render to begin in a CI run).
      await until(() => renders.length > before);
      expect(stopped).toBe(false);
      socket.destroy();
      await until(() => stopped);
      expect(stopped).toBe(true);
    }
  });
});
