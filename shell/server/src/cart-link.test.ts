/** @jest-environment node */
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAppServer } from './app-server';
import { LINK_NOT_FOLLOWED_MESSAGE } from './cart-link';
import { makeShellBuild } from '../test/shell-build';

/**
 * The link into the cart (decision 066) as the document server answers it: only a page the shopper opens
 * (a top-level navigation) reaches the cart's team, whose answer (here a stand-in server bundle that echoes
 * the lines, and sets a cookie only when it is reached) becomes a 303 to /cart with the cart's cookie and the
 * note of what happened.
 */

let parent: string;
let app: FastifyInstance;

const RENDER_BUNDLE = `
exports.routeStatus = () => 200;
exports.routeHints = () => ({ module: null, page: null });
exports.crawlerPaths = () => ({ listed: [], disallowed: [] });
exports.warm = async () => {};
exports.render = async () => null;
exports.act = async (request) => {
  const { pathname } = new URL(request.url);
  if (pathname !== '/cart/add') return null;
  const lines = request.form.get('lines');
  if (lines === 'boom') throw new Error('the remote is down');
  if (lines === 'away') return { redirect: 'https://evil.example/' };
  return {
    redirect: '/cart',
    flash: { kind: 'success', text: lines + ' added to cart' },
    cookies: ['mitti_cart=%5B%5D; Path=/; SameSite=Lax' + (request.secure ? '; Secure' : '')],
  };
};
`;

/** What Chromium sends when the shopper follows a link on a partner's site to the shop. */
const FOLLOWED_FROM_PARTNER = {
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-user': '?1',
};

const open = (url: string, headers: Record<string, string> = FOLLOWED_FROM_PARTNER, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers });

const cookiesOf = (answer: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((answer.headers['set-cookie'] as string | string[] | undefined) ?? []);

beforeAll(async () => {
  let root: string;
  let site: string;
  ({ parent, root, site } = await makeShellBuild('mitti-cart-link-', RENDER_BUNDLE));
  app = await createAppServer({ root, logLevel: 'silent', documents: { siteDir: site, preloads: false } });
});
afterAll(async () => {
  await app.close();
  await rm(parent, { recursive: true, force: true });
});

describe('the link into the cart', () => {
  it("followed from a partner's site, adds through the cart's team and shows the cart, saying what happened", async () => {
    const answer = await open('/cart/add?lines=oat-bowl:2,moss-mug:1');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/cart');
    expect(answer.headers['cache-control']).toBe('no-store');
    const [cart, flash] = cookiesOf(answer);
    expect(cart).toBe('mitti_cart=%5B%5D; Path=/; SameSite=Lax');
    expect(flash).toMatch(/^mitti_flash=[^;]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(decodeURIComponent(flash!.split(';')[0]!.split('=')[1]!)).toBe(
      JSON.stringify({ kind: 'success', text: 'oat-bowl:2,moss-mug:1 added to cart' }),
    );
  });

  it('is answered the same for a browser that sends no Fetch Metadata, or an address typed in', async () => {
    const typed = { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    for (const headers of [{}, typed]) {
      const answer = await open('/cart/add?lines=oat-bowl:1', headers);
      expect(answer.statusCode).toBe(303);
      expect(cookiesOf(answer)).toHaveLength(2);
    }
  });

  it('changes nothing for a fetch, an image, a frame, a prefetch or a HEAD: only a page the shopper opens adds', async () => {
    const notOpened: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
      { ...FOLLOWED_FROM_PARTNER, 'sec-purpose': 'prefetch' },
      { ...FOLLOWED_FROM_PARTNER, 'sec-purpose': 'prefetch;prerender' },
      { purpose: 'prefetch' },
      { 'x-moz': 'prefetch' },
    ];
    for (const headers of notOpened) {
      const answer = await open('/cart/add?lines=oat-bowl:1', headers);
      expect({ headers, status: answer.statusCode }).toEqual({ headers, status: 403 });
      expect(answer.body).toBe(LINK_NOT_FOLLOWED_MESSAGE);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    const head = await open('/cart/add?lines=oat-bowl:1', FOLLOWED_FROM_PARTNER, 'HEAD');
    expect(head.statusCode).toBe(303);
    expect(head.headers.location).toBe('/cart');
    expect(head.headers['set-cookie']).toBeUndefined();
  });

  it('is not a form: a post to it is refused', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/cart/add',
      payload: 'lines=oat-bowl:1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    });
    expect(answer.statusCode).toBe(405);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('shows the cart with a plain message when the cart cannot answer, never a 5xx, and only ever the shop', async () => {
    const failed = await open('/cart/add?lines=boom');
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe('/cart');
    expect(cookiesOf(failed)).toHaveLength(1);
    expect(cookiesOf(failed)[0]).toContain(encodeURIComponent('Something went wrong'));
    const away = await open('/cart/add?lines=away');
    expect(away.headers.location).toBe('/cart');
  });
});
