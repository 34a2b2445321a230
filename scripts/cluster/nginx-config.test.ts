import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitForUrl } from '../lib/processes';
import { freePort } from '../lib/throwaway-postgres';
import { parseTrustedProxies } from '@mitti/server-kit/trusted-proxies';
import { NGINX, NGINX_ADDRESS } from './cluster';
import { API_PATH, nginxConfig } from './nginx-config';

/**
 * The load balancer's configuration (docs/deployment.md, "Documents and a CDN"), run by Debian's nginx in
 * front of stand-ins for two document servers and two copies of the API: what it keeps, what it never
 * keeps, and where a request goes when a copy stops.
 */
describe("nginx in front of the shop's copies", () => {
  let prefix: string;
  let site: string;
  let nginx: ChildProcess;
  const renders: Record<string, number> = {};
  const copies: FastifyInstance[] = [];

  /** A document server's stand-in: a public page for a visitor, a private one for a shopper's cookie. */
  async function documentServer(name: string) {
    const app = Fastify();
    app.get('/*', async (request, reply) => {
      renders[name] = (renders[name] ?? 0) + 1;
      const own = /mitti_cart=/.test(request.headers.cookie ?? '');
      // A lifetime of 1 s for the test of lifetimes only: a busy machine can take longer than that between two
      // requests of another test, which then finds its document stale.
      const lifetime = request.url.endsWith('?lifetime') ? 1 : 60;
      return reply
        .header(
          'cache-control',
          own ? 'private, no-cache' : `public, max-age=0, s-maxage=${lifetime}, stale-while-revalidate=2`,
        )
        .header('etag', 'W/"page"')
        .header('vary', 'Accept-Encoding, Cookie')
        .type('text/html')
        .send(`<main>${request.url} from ${name}</main>`);
    });
    return app;
  }

  /**
   * An API copy's stand-in: takes orders, and says whose address it believes a request came from, trusting
   * nginx's address as `npm run start:cluster` has the real copies do.
   */
  async function api(name: string) {
    const app = Fastify({ trustProxy: parseTrustedProxies(NGINX_ADDRESS) });
    app.post('/api/orders', async () => ({ id: `order from ${name}` }));
    app.get('/api/address', async (request) => ({ ip: request.ip, forwardedFor: request.headers['x-forwarded-for'] }));
    return app;
  }

  async function listen(app: FastifyInstance): Promise<number> {
    await app.listen({ port: 0, host: '127.0.0.1' });
    copies.push(app);
    return (app.server.address() as { port: number }).port;
  }

  beforeAll(async () => {
    prefix = mkdtempSync(path.join(tmpdir(), 'mitti-nginx-'));
    // nginx's workers (nobody, under root) reach their cache through it.
    chmodSync(prefix, 0o755);
    mkdirSync(path.join(prefix, 'cache'));
    if (userInfo().uid === 0) chownSync(path.join(prefix, 'cache'), 65534, 65534);
    const documents = [await listen(await documentServer('web-1')), await listen(await documentServer('web-2'))];
    const apis = [await listen(await api('api-1')), await listen(await api('api-2'))];
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    const conf = path.join(prefix, 'nginx.conf');
    writeFileSync(conf, nginxConfig({ port, documents, apis, prefix }));
    nginx = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'], {
      stdio: 'inherit',
    });
    await waitForUrl(`${site}/`, 20_000);
  }, 60_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await Promise.all(copies.map((copy) => copy.close()));
    rmSync(prefix, { recursive: true, force: true });
  });

  const rendered = () => Object.values(renders).reduce((sum, count) => sum + count, 0);

  it("keeps a visitor's public document, and never keeps nor answers from its cache a shopper's", async () => {
    const first = await fetch(`${site}/store?kept`);
    expect(await first.text()).toMatch(/<main>\/store\?kept from web-\d<\/main>/);
    const before = rendered();
    for (let i = 0; i < 5; i++) {
      const again = await fetch(`${site}/store?kept`, { headers: { cookie: 'mitti_welcomed=1; _ga=1' } });
      expect(again.headers.get('x-cache')).toBe('HIT');
    }
    expect(rendered()).toBe(before);

    for (const cookie of ['mitti_cart=%5B%5D', 'theme=dark; mitti_signed_in=1', 'mitti_flash=x']) {
      const own = await fetch(`${site}/store?kept`, { headers: { cookie } });
      expect(own.headers.get('x-cache')).toBe('BYPASS');
      expect(own.status).toBe(200);
    }
    expect(rendered()).toBe(before + 3);
  });

  it('never answers the home page from its cache to a shopper who chose Hindi, whom the document server sends to /hi', async () => {
    const kept = async (path: string, cookie?: string) =>
      (await fetch(`${site}${path}`, cookie ? { headers: { cookie } } : {})).headers.get('x-cache');
    await kept('/');
    expect(await kept('/')).toBe('HIT');
    expect(await kept('/', 'mitti_language=hi')).toBe('BYPASS');
    // Another page, or the English choice, is the same public document for everyone.
    expect(await kept('/', 'mitti_language=en')).toBe('HIT');
    await kept('/store?chosen');
    expect(await kept('/store?chosen', 'mitti_language=hi')).toBe('HIT');
  });

  it('asks again once the document is older than its s-maxage', async () => {
    await fetch(`${site}/workshops?lifetime`);
    const before = rendered();
    // nginx counts a lifetime in whole seconds, so s-maxage=1 has passed for sure after 2 s. Then it answers
    // from its cache and asks again behind that answer (stale-while-revalidate), or asks at once.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await fetch(`${site}/workshops?lifetime`);
    // A fetch behind the answer: give it the time a loaded machine takes.
    for (let waited = 0; rendered() === before && waited < 5000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(rendered()).toBe(before + 1);
  });

  it("keys a client by the address nginx saw, whatever X-Forwarded-For it forges (the rate limits' key)", async () => {
    for (const forged of ['6.6.6.6', '6.6.6.6, 127.0.0.9', 'not-an-address']) {
      const seen = await fetch(`${site}${API_PATH}api/address`, { headers: { 'x-forwarded-for': forged } });
      expect(await seen.json()).toEqual({ ip: '127.0.0.1', forwardedFor: '127.0.0.1' });
    }
  });

  it('sends every request to the copy that is up while the other is down, documents and orders alike', async () => {
    const [web1, , api1] = copies;
    await web1!.close();
    await api1!.close();
    for (let i = 0; i < 6; i++) {
      const page = await fetch(`${site}/product/p-${i}?failover`, { headers: { cookie: 'mitti_cart=%5B%5D' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('from web-2');
      const order = await fetch(`${site}${API_PATH}api/orders`, { method: 'POST' });
      expect(order.status).toBe(200);
      expect(await order.json()).toEqual({ id: 'order from api-2' });
    }
  });
});
