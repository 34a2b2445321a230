import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RenderResult } from '@mitti/shared/ssr';
import { buildApp } from '../server/src/app';
import type { Database } from '../server/src/db/database';
import { catalogueFollowers } from '../server/src/plugins/catalogue-changes';
import { testAuth, testVerifier } from '../server/src/reliability/support/test-verifier';
import { createTestDatabase } from '../server/src/test/test-app';
import { createAppServer } from '../shell/server/src/app-server';
import type { ServerView } from '../shell/server/src/server-view';
import { BUNDLE_WITHOUT_VIEWS, makeShellBuild } from '../shell/server/test/shell-build';

/**
 * Issue 53, item 9, through the whole path: the owner saves a price through the real API over HTTP, and the
 * document server (shell/server), which kept the product page, /store and a search a moment before, sends the
 * new price to the next shopper who asks. Its pages here are rendered from the API's own reads, as the shell's
 * render does (the catalogue's markup is not what is under test; the document cache is).
 */
const PRODUCT = 'forest-green-mug';

interface Product {
  id: string;
  name: string;
  price: number;
  mrp: number;
  stock: number | string;
  [field: string]: unknown;
}

let db: Database;
let api: FastifyInstance;
let apiUrl: string;
let documents: FastifyInstance;
let parent: string;
let renders = 0;

/** A page as the shell renders it: its products' names and prices, read from the API. */
const pageOfPrices: ServerView = async ({ url, site, signal }) => {
  renders += 1;
  const read = url.pathname.startsWith('/product/')
    ? `/products/${url.pathname.slice('/product/'.length)}`
    : `/products${url.search.startsWith('?q=') ? url.search : ''}`;
  const answer = (await (await fetch(site.config.apiBaseUrl + read, { signal })).json()) as Product | Product[];
  const lines = [answer].flat().map((product) => `<li>${product.name}: Rs. ${product.price}/-</li>`);
  const view: RenderResult = {
    status: 200,
    head: '',
    body: `<ul>${lines.join('')}</ul>`,
    state: { api: {} },
    session: null,
    module: null,
  };
  return view;
};

beforeAll(async () => {
  db = await createTestDatabase();
  api = await buildApp({ db, verifier: testVerifier });
  await api.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;

  const build = await makeShellBuild('mitti-owner-save-', BUNDLE_WITHOUT_VIEWS, apiUrl);
  parent = build.parent;
  documents = await createAppServer({
    root: build.root,
    logLevel: 'silent',
    documents: {
      siteDir: build.site,
      preloads: false,
      serverView: pageOfPrices,
      followCatalogueChanges: true,
    },
  });
}, 60_000);
afterAll(async () => {
  await documents?.close();
  await api?.close();
  await db?.close();
  await rm(parent, { recursive: true, force: true });
}, 60_000);

/** The owner's save of a new price, as /admin/products sends it. */
async function savePrice(price: number): Promise<void> {
  const product = (await (await fetch(`${apiUrl}/products/${PRODUCT}`)).json()) as Product;
  const { id: _id, images: _images, photos: _photos, createdAt: _createdAt, ...fields } = product;
  const saved = await fetch(`${apiUrl}/api/admin/products/${PRODUCT}`, {
    method: 'PUT',
    headers: { ...testAuth('owner', true), 'content-type': 'application/json' },
    body: JSON.stringify({ ...fields, stock: Number(fields.stock), price, mrp: Math.max(price, product.mrp) }),
  });
  expect(saved.status).toBe(200);
}

const pages = [`/product/${PRODUCT}`, '/store', '/store?q=forest'];

describe("the owner's save and the documents a shopper gets next (issue 53, item 9)", () => {
  it('shows the new price on the product page, /store and a search to the first shopper who asks after "Saved."', async () => {
    // The document server follows the API's changes from its start.
    while (catalogueFollowers() === 0) await new Promise((resolve) => setImmediate(resolve));
    for (const page of pages) {
      expect((await documents.inject(page)).body).toContain('Forest Green Mug: Rs. 650/-');
    }
    await savePrice(720);
    // "Saved." is on the owner's screen: every page a shopper opens or reloads now has the new price, though each
    // was kept a moment ago and its lifetime (a second) is not over.
    for (const page of pages) {
      const document = await documents.inject(page);
      expect(document.statusCode).toBe(200);
      expect(document.body).toContain('Forest Green Mug: Rs. 720/-');
    }
    // Kept again for everyone after that: a render per page (two if its second ran out meanwhile), not per shopper.
    const rendered = renders;
    const many = await Promise.all(Array.from({ length: 20 }, () => documents.inject(pages[0]!)));
    expect(many.every((document) => document.body.includes('Forest Green Mug: Rs. 720/-'))).toBe(true);
    expect(renders).toBeLessThanOrEqual(rendered + 1);
    await savePrice(650);
  });
});
