import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createInterface } from 'node:readline';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../server/src/app';
import type { Database } from '../server/src/db/database';
import { catalogueFollowers } from '../server/src/plugins/catalogue-changes';
import { testAuth, testVerifier } from '../server/src/reliability/support/test-verifier';
import { createTestDatabase } from '../server/src/test/test-app';
import { createAppServer } from '../shell/server/src/app-server';
import { repoRoot } from './apps';
import { pageOfPrices } from '../shell/server/test/page-of-prices';
import { BUNDLE_WITHOUT_VIEWS, makeShellBuild } from '../shell/server/test/shell-build';

/**
 * Issue 53, item 9, through the whole path: the owner saves a price through the real API over HTTP, and the
 * document server (shell/server), which kept the product page, /store and a search a moment before, sends the
 * new price to the next shopper who asks. Its pages here are rendered from the API's own reads, as the shell's
 * render does (page-of-prices.ts: the catalogue's markup is not what is under test; the document cache is).
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
      serverView: pageOfPrices(() => (renders += 1)),
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

/** The prices a document shows (page-of-prices.ts). */
const shown = (html: string) => /<ul>(.*?)<\/ul>/.exec(html)?.[1];

/** A GET of `page` from the document server at `port` through `agent`; `sent` resolves once the request has left. */
function get(port: number, page: string, agent: http.Agent) {
  const request = http.get({ host: '127.0.0.1', port, path: page, agent });
  const sent = once(request, 'finish');
  const body = new Promise<string>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('end', () => resolve(text));
    });
  });
  return { sent, body };
}

describe('a document server busy with a render when the owner saves (decision 134)', () => {
  it('sends the new price to a shopper whose request it reads in the same turn as the change', async () => {
    // The document server in a process of its own, as in production, so its event loop can be held while the
    // API saves; whatever reaches it meanwhile (the change, then the shopper's reload) is read in one turn.
    const folder = await mkdtemp(path.join(tmpdir(), 'mitti-held-'));
    const followers = catalogueFollowers();
    const server = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'shell/server/test/held-document-server.ts'), apiUrl, folder],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const [line] = (await once(createInterface({ input: server.stdout! }), 'line')) as [string];
      const port = Number(line);
      while (catalogueFollowers() === followers) await sleep(10);
      // The shopper's browser keeps its connection to the shop, as a reload uses it.
      const shopper = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const page = `/product/${PRODUCT}`;
      const rendered = async () =>
        Number(/(\d+) renders/.exec(await get(port, `/renders?${Date.now()}`, shopper).body)?.[1]);
      // The page is kept: asked for again, it is not rendered again (the stream's first change has been read).
      for (let kept = false; !kept;) {
        expect(shown(await get(port, page, shopper).body)).toBe('<li>Forest Green Mug: Rs. 650/-</li>');
        const before = await rendered();
        expect(shown(await get(port, page, shopper).body)).toBe('<li>Forest Green Mug: Rs. 650/-</li>');
        kept = (await rendered()) === before;
      }

      // The shopper's next request starts a long render that holds the document server's event loop until `release`.
      expect(await get(port, '/held', shopper).body).toContain('Held.');
      while (!existsSync(path.join(folder, 'held'))) await sleep(10);
      await savePrice(720);
      // "Saved.": the shopper reloads at once, on the connection the page came on.
      const reload = get(port, page, shopper);
      await reload.sent;
      await sleep(100);
      await writeFile(path.join(folder, 'release'), '');

      expect(shown(await reload.body)).toBe('<li>Forest Green Mug: Rs. 720/-</li>');
      shopper.destroy();
    } finally {
      server.kill('SIGTERM');
      await once(server, 'exit');
      await rm(folder, { recursive: true, force: true });
      await savePrice(650);
    }
  }, 60_000);
});
