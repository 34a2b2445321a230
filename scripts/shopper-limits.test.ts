import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RenderModule, SiteDocuments } from '@mitti/shared/ssr';
import { SHOP_COOKIES } from '@mitti/shared/session';
import { buildApp } from '../server/src/app';
import type { Database } from '../server/src/db/database';
import { ROUTE_RATE_LIMITS } from '../server/src/plugins/route-rate-limits';
import { testVerifier } from '../server/src/reliability/support/test-verifier';
import { createTestDatabase } from '../server/src/test/test-app';
import { createAppServer } from '../shell/server/src/app-server';
import type { Deployed } from '../shell/server/src/deployment';
import { parseTemplate } from '../shell/server/src/template';
import * as shellServerBundle from '../shell/src/server/render';

/**
 * Issue 54 through the whole path, in one process: the document server (shell/server) answering the no-script
 * newsletter box with the shell's own server code (shell/src/server, what `render.cjs` is built from), which posts
 * to the real API over HTTP. Here, where the API, the document server and the shell's code can all be reached.
 * The API's own side of it, forged headers included, is server/src/reliability/document-server-shoppers.test.ts.
 */
const SECRET = 'the-document-servers-secret-for-the-test';
const NEWSLETTER_LIMIT = ROUTE_RATE_LIMITS['POST /api/newsletter']!;
const LIMIT_MESSAGE = /Too many requests: you have reached the limit\. Please try again in (\d+ seconds|a minute)\./;

let db: Database;
let api: FastifyInstance;
let documents: FastifyInstance;
let parent: string;

beforeAll(async () => {
  db = await createTestDatabase();
  api = await buildApp({ db, verifier: testVerifier, rateLimitMax: 1000, documentServerSecret: SECRET });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  const apiBaseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  parent = await mkdtemp(path.join(tmpdir(), 'mitti-shopper-limits-'));
  const site: SiteDocuments = {
    remotes: {},
    config: { apiBaseUrl, firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-mitti' } },
  };
  await mkdir(path.join(parent, 'site'));
  const deployed: Deployed = {
    version: 'test',
    site,
    headers: {},
    template: parseTemplate(
      '<!--mitti:html--><head><!--mitti:title--><title>Mitti Studio</title><!--mitti:title-end--><!--mitti:head--><!--mitti:app--><!--mitti:app-end--></head><body><!--mitti:overlay-->' +
        '<div id="root"><!--mitti:root--></div><!--mitti:state--></body></html>',
    ),
    bundle: { module: shellServerBundle as RenderModule, css: '' },
    pageScripts: {},
    warmed: Promise.resolve(),
  };
  await writeFile(path.join(parent, 'site', 'remotes.json'), JSON.stringify(site.remotes));
  await writeFile(path.join(parent, 'site', 'runtime-config.json'), JSON.stringify(site.config));
  documents = await createAppServer({
    root: parent,
    logLevel: 'silent',
    documents: {
      siteDir: path.join(parent, 'site'),
      preloads: false,
      deployment: () => deployed,
      documentServerSecret: SECRET,
    },
  });
}, 60_000);
afterAll(async () => {
  await documents?.close();
  await api?.close();
  await db?.close();
  await rm(parent, { recursive: true, force: true });
}, 60_000);

/** The footer's newsletter box sent without scripts by the shopper at `shopper`, from /contact. */
async function subscribe(shopper: string) {
  const email = `reader-${Math.random().toString(36).slice(2)}@example.com`;
  const answer = await documents.inject({
    method: 'POST',
    url: '/newsletter',
    remoteAddress: shopper,
    payload: new URLSearchParams({ email, returnTo: '/contact' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
  });
  expect(answer.statusCode).toBe(303);
  const flash = ([] as string[])
    .concat(answer.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith(`${SHOP_COOKIES.flash}=`))!
    .split(';')[0]!;
  const said = (JSON.parse(decodeURIComponent(flash.slice(flash.indexOf('=') + 1))) as { text: string }).text;
  return { said, flash, shopper, back: answer.headers.location as string };
}

describe('per-shopper limits through the document server (issue 54)', () => {
  it("one shopper using up the newsletter's limit leaves every other shopper's box working", async () => {
    const shopperA = '203.0.113.7';
    for (let i = 0; i < NEWSLETTER_LIMIT; i++) {
      expect((await subscribe(shopperA)).said).toBe('Thank you! Please check your inbox to confirm your subscription.');
    }
    const refused = await subscribe(shopperA);
    expect(refused.said).toMatch(LIMIT_MESSAGE);
    expect(refused.said).not.toMatch(/Failed to subscribe/);

    expect((await subscribe('198.51.100.23')).said).toBe(
      'Thank you! Please check your inbox to confirm your subscription.',
    );
  });

  it('the page a refused shopper is sent back to says the limit was reached and when to try again', async () => {
    const shopper = '192.0.2.44';
    for (let i = 0; i < NEWSLETTER_LIMIT; i++) await subscribe(shopper);
    const refused = await subscribe(shopper);
    expect(refused.back).toBe('/contact');
    const page = await documents.inject({
      url: refused.back,
      remoteAddress: refused.shopper,
      headers: { cookie: refused.flash },
    });
    expect(page.statusCode).toBe(200);
    // Rendered on the server, in the footer's newsletter box: read without a script.
    const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(page.body)![1]!;
    expect(root).toMatch(LIMIT_MESSAGE);
    expect(root).not.toContain('Failed to subscribe');
  });
});
