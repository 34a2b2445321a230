// @vitest-environment node
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-server';

describe('static server', () => {
  let server: Server;
  let base: string;
  let root: string;
  const script = 'console.log("mitti");'.repeat(100);

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'mitti-static-'));
    const overlay = await mkdtemp(path.join(tmpdir(), 'mitti-site-'));
    await mkdir(path.join(root, 'assets'));
    await writeFile(
      path.join(overlay, 'remotes.json'),
      JSON.stringify({ catalog: 'http://localhost:3001/mf-manifest.json' }),
    );
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Mitti Studio</title>');
    await writeFile(path.join(root, '470.40fdcad0bb.js'), script);
    await writeFile(path.join(root, 'remoteEntry.js'), script);
    server = await serveStatic({
      root,
      port: 0,
      host: '127.0.0.1',
      spa: true,
      overlay,
      documentHeaders: () => ({ 'Content-Security-Policy': "object-src 'none'" }),
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('caches content-hashed chunks for a year and entries not at all', async () => {
    const hashed = await fetch(`${base}/470.40fdcad0bb.js`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('content-type')).toMatch(/javascript/);
    expect((await fetch(`${base}/remoteEntry.js`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${base}/`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses with brotli or gzip as the browser accepts', async () => {
    const br = await fetch(`${base}/remoteEntry.js`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(script);
    const gzip = await fetch(`${base}/remoteEntry.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(Number(gzip.headers.get('content-length'))).toBeLessThan(script.length / 10);
  });

  it('answers a matching ETag with 304', async () => {
    const first = await fetch(`${base}/remoteEntry.js`);
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${base}/remoteEntry.js`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('serves the document for client-side routes, with its security headers', async () => {
    const page = await fetch(`${base}/payment/confirmation?order_id=1`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Mitti Studio</title>');
    expect(page.headers.get('content-security-policy')).toBe("object-src 'none'");
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  });

  it('serves deploy-time documents from the overlay, uncached, and allows cross-origin fetches', async () => {
    const response = await fetch(`${base}/remotes.json`);
    expect(await response.json()).toEqual({ catalog: 'http://localhost:3001/mf-manifest.json' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('never serves files outside its folder', async () => {
    const response = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect([403, 404]).toContain(response.status);
  });

  it("gives the server view the request's cookies, and says the document varies with them", async () => {
    const rendering = await serveStatic({
      root,
      port: 0,
      host: '127.0.0.1',
      spa: true,
      serverView: async (html, { url, cookie }) => html.replace('</title>', `</title>${url.pathname} ${cookie}`),
    });
    try {
      const port = (rendering.address() as AddressInfo).port;
      const page = await fetch(`http://127.0.0.1:${port}/cart`, { headers: { cookie: 'mitti_cart=browser' } });
      expect(await page.text()).toContain('</title>/cart mitti_cart=browser');
      expect(page.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    } finally {
      await new Promise<void>((resolve) => rendering.close(() => resolve()));
    }
  });
});
