/** @jest-environment node */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAppServer } from './app-server';
import { CROSS_SITE_MESSAGE, FORM_BODY_LIMIT } from './form-actions';
import { makeShellBuild } from '../test/shell-build';

let parent: string;
let app: FastifyInstance;
const ORIGIN = 'http://localhost';

/**
 * A shell build whose server bundle answers the cart's form by echoing what it got: where to, what
 * happened, the cookie it sets; and throws for the contact form.
 */
const RENDER_BUNDLE = `
exports.routeStatus = () => 200;
exports.routeHints = () => ({ module: null, page: null });
exports.crawlerPaths = () => ({ listed: [], disallowed: [] });
exports.warm = async () => {};
exports.render = async () => null;
exports.act = async (request) => {
  const { pathname } = new URL(request.url);
  if (pathname === '/contact') throw new Error('the API is down');
  if (pathname === '/newsletter') {
    return { redirect: request.form.get('returnTo'), flash: { kind: 'success', text: request.apiHeaders['accept-language'] } };
  }
  if (pathname !== '/cart') return null;
  return {
    redirect: request.form.get('returnTo') || '/cart',
    flash: { kind: 'success', text: request.form.get('productId') + ' added to cart' },
    cookies: ['mitti_cart=%5B%5D; Path=/; SameSite=Lax' + (request.secure ? '; Secure' : '')],
  };
};
`;

const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...headers },
  });

beforeAll(async () => {
  let root: string;
  let site: string;
  ({ parent, root, site } = await makeShellBuild('mitti-forms-', RENDER_BUNDLE));
  app = await createAppServer({ root, logLevel: 'silent', documents: { siteDir: site, preloads: false } });
});
afterAll(async () => {
  await app.close();
  await rm(parent, { recursive: true, force: true });
});

describe('a form the shop posts before its app runs', () => {
  it('is answered with a redirect back (post/redirect/get), what happened in a cookie for the next page, and the cart', async () => {
    const answer = await post('/cart', 'intent=add&productId=oat-bowl&returnTo=%2Fproduct%2Foat-bowl%3Fa%3D1');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/product/oat-bowl?a=1');
    expect(answer.headers['cache-control']).toBe('no-store');
    const cookies = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
    expect(cookies[0]).toBe('mitti_cart=%5B%5D; Path=/; SameSite=Lax');
    expect(cookies[1]).toMatch(/^mitti_flash=[^;]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(decodeURIComponent(cookies[1]!.split(';')[0]!.split('=')[1]!)).toBe(
      JSON.stringify({ kind: 'success', text: 'oat-bowl added to cart' }),
    );
  });

  it('shows what happened once, on the next document, and drops it', async () => {
    const flash = encodeURIComponent(JSON.stringify({ kind: 'error', text: 'Oat Bowl is out of stock' }));
    const page = await app.inject({ url: '/product/oat-bowl', headers: { cookie: `mitti_flash=${flash}` } });
    expect(page.body).toContain('"flash":{"kind":"error","text":"Oat Bowl is out of stock"}');
    expect(page.headers['set-cookie']).toMatch(/^mitti_flash=; Max-Age=0;/);
    const next = await app.inject('/product/oat-bowl');
    expect(next.body).toContain('"flash":null');
    expect(next.headers['set-cookie']).toBeUndefined();
  });

  it('tells the API the language of the page it was posted from, for the mails it causes: hi under /hi, else en', async () => {
    const languageOf = async (returnTo: string) => {
      const answer = await post('/newsletter', `email=a%40example.in&returnTo=${encodeURIComponent(returnTo)}`);
      const cookie = ([] as string[]).concat(answer.headers['set-cookie'] ?? [])[0]!;
      return (JSON.parse(decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!)) as { text: string }).text;
    };
    expect(await languageOf('/hi/contact')).toBe('hi');
    expect(await languageOf('/hi?x=1')).toBe('hi');
    expect(await languageOf('/contact')).toBe('en');
    expect(await languageOf('/hindi')).toBe('en');
    expect(await languageOf('https://evil.example/hi')).toBe('en');
  });

  it('goes back only to a page of this site, whatever the form says', async () => {
    const others = ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'];
    for (const returnTo of [...others, '/.//evil.example', '/%2F%2Fevil.example']) {
      const answer = await post('/cart', `intent=add&productId=x&returnTo=${encodeURIComponent(returnTo)}`);
      expect(answer.headers.location).toBe('/');
    }
  });

  it('is refused from another site, and changes nothing', async () => {
    const answer = await post('/cart', 'intent=add&productId=x', { origin: 'https://evil.example' });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toBe(CROSS_SITE_MESSAGE);
    expect(answer.headers['set-cookie']).toBeUndefined();
    const unknown = await post('/cart', 'intent=add&productId=x', { origin: '' });
    expect(unknown.statusCode).toBe(403);
    const fetched = await post('/cart', 'intent=add&productId=x', { origin: '', 'sec-fetch-site': 'same-origin' });
    expect(fetched.statusCode).toBe(303);
  });

  it('sets its cookies Secure for a shopper on HTTPS (behind a proxy that says so)', async () => {
    const secure = await createAppServer({
      root: path.join(parent, 'shell'),
      logLevel: 'silent',
      trustProxy: ['127.0.0.1'],
      documents: { siteDir: path.join(parent, 'site'), preloads: false },
    });
    const answer = await secure.inject({
      method: 'POST',
      url: '/cart',
      payload: 'intent=add&productId=x',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mitti.example',
        host: 'mitti.example',
        'x-forwarded-proto': 'https',
      },
    });
    expect(answer.statusCode).toBe(303);
    for (const cookie of ([] as string[]).concat(answer.headers['set-cookie'] ?? []))
      expect(cookie).toMatch(/; Secure/);
    await secure.close();
  });

  it('refuses a body that is not a form, or too large, with a clear 4xx', async () => {
    const json = await post('/cart', '{"intent":"add"}', { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(415);
    const huge = await post('/contact', `message=${'a'.repeat(FORM_BODY_LIMIT + 1)}`);
    expect(huge.statusCode).toBe(413);
    expect(huge.headers['set-cookie']).toBeUndefined();
  });

  it('goes back with a plain message when the handler fails, never a 5xx', async () => {
    const answer = await post('/contact', 'name=Asha&returnTo=%2Fcontact');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/contact');
    expect(String(answer.headers['set-cookie'])).toContain(encodeURIComponent('Something went wrong'));
  });
});
