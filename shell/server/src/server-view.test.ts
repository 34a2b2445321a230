/** @jest-environment node */
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { repoRoot } from './apps';
import { createServerView, documentText, streamServerView, scriptJson, withoutOverlay } from './server-view';

/** The start-up overlay as html-webpack-plugin minifies it: unquoted attributes, no closing </p>. */
const OVERLAY_BUILT =
  '<div class=startup-overlay role=status aria-live=polite data-testid=startup-overlay><div class=startup-overlay__wheel aria-hidden=true></div><p class=startup-overlay__text>Loading Mitti Studio...</div>';
/** The shell's document as html-webpack-plugin minifies it. */
const BUILT = `<!doctype html><html lang=en-IN><head><title>Mitti Studio</title></head><body>${OVERLAY_BUILT}<div id=root></div></body></html>`;

const MARKUP = '<header class="navbar">Mitti Studio</header><main><button>Add to Cart</button></main>';

/** A view as the shell's render gives it: the markup as a stream, here in two chunks. */
const view = () => ({
  stream: new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(MARKUP.slice(0, 20)));
      controller.enqueue(new TextEncoder().encode(MARKUP.slice(20)));
      controller.close();
    },
  }),
  styles: ['.product-card{color:brown}'],
  state: {
    api: { queries: { 'getProducts(undefined)': { data: [{ name: 'Bowl </script><script>alert(1)</script>' }] } } },
  },
  module: 'catalog/StorePage',
});

const inject = (html: string, extra: object = {}, css = '') =>
  documentText(streamServerView(html, { ...view(), ...extra }, css));

function readState(html: string): unknown {
  const json = /<script type="application\/json" id="server-view-state">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

describe('a server-rendered view in the shell document', () => {
  it('puts the markup into #root as it is, for the browser to hydrate: nothing disabled, nothing around it', async () => {
    const html = await inject(BUILT, {}, '.navbar{display:flex}');
    expect(html).toContain(`<div id=root>${MARKUP}</div>`);
    expect(html).not.toContain('disabled');
  });

  it('adds the shell and remote stylesheets to the head, the shell first', async () => {
    const html = await inject(BUILT, {}, '.navbar{display:flex}');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<style data-server-view>.navbar{display:flex}</style><style data-server-view>.product-card',
    );
  });

  it('keeps the preloads of the scripts in the head, and drops those of /remotes.json and the API reads', async () => {
    const withPreloads = BUILT.replace(
      '</title>',
      '</title><link rel=preload href=/remotes.json as=fetch crossorigin><link rel=preload as=script href=/boot.0123456789.js><link rel="preload" href="http://api/products" as="fetch" crossorigin data-route-read>',
    );
    const html = await inject(withPreloads);
    expect(html).toContain('<link rel=preload as=script href=/boot.0123456789.js>');
    expect(html).not.toContain('/remotes.json');
    // The API reads are in the state: the browser does not fetch them again.
    expect(html).not.toContain('http://api/products');
  });

  it('carries the state, the session, the module and the remote builds for the first render, with nothing that can close the script', async () => {
    const session = { type: 'cart/cartLoaded', payload: [] };
    const remotes = { catalog: 'http://localhost:3001/mf-manifest.json' };
    const html = await inject(BUILT, { session, remotes });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(readState(html)).toEqual({ state: view().state, session, module: 'catalog/StorePage', remotes });
  });

  it('works on the unminified source document too', async () => {
    const source = await readFile(path.join(repoRoot, 'shell/public/index.html'), 'utf8');
    const html = await inject(source);
    expect(html).toContain(`<div id="root">${MARKUP}</div>`);
  });

  it('leaves the start-up overlay out once the shopper has been welcomed in this browser session', async () => {
    const source = await readFile(path.join(repoRoot, 'shell/public/index.html'), 'utf8');
    for (const document of [source, BUILT]) {
      expect(withoutOverlay(document, undefined)).toBe(document);
      expect(withoutOverlay(document, 'mitti_cart=x')).toContain('Loading Mitti Studio...');
      const welcomed = withoutOverlay(document, 'mitti_cart=x; mitti_welcomed=1');
      expect(welcomed).not.toContain('Loading Mitti Studio...');
      expect(welcomed).toMatch(/<body>\s*<div id="?root"?><\/div>/);
    }
  });

  it('escapes what could end a script element or a line in JavaScript', () => {
    expect(scriptJson({ text: '</script>\u2028' })).toBe('{"text":"\\u003c/script>\\u2028"}');
  });
});

describe('createServerView', () => {
  let dir: string;
  const site = async (renderBody: string) => {
    const bundle = path.join(dir, `${Math.random().toString(36).slice(2)}`, 'render.cjs');
    await mkdir(path.dirname(bundle));
    await writeFile(bundle, `exports.render = ${renderBody};`);
    await writeFile(bundle.replace(/\.cjs$/, '.css'), '.shell{}');
    return createServerView(bundle, dir);
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mitti-view-'));
    await writeFile(
      path.join(dir, 'remotes.json'),
      JSON.stringify({ catalog: 'http://localhost:3001/mf-manifest.json' }),
    );
    await writeFile(
      path.join(dir, 'runtime-config.json'),
      JSON.stringify({ apiBaseUrl: 'http://localhost:4000', firebase: {} }),
    );
  });

  it("renders with the request's URL and cookies, the deployed remotes and the API", async () => {
    const transform = await site(
      `async (request) => ({ stream: new Response('<p>' + JSON.stringify(request).replace(/"/g, "'") + '</p>').body, styles: [], state: {}, module: null })`,
    );
    const { body, status, rendered } = await transform(BUILT, {
      url: new URL('http://localhost:3000/store?category=Mugs'),
      cookie: 'mitti_cart=abc',
    });
    const html = await documentText(body);
    expect([status, rendered]).toEqual([200, true]);
    expect(html).toContain("'url':'http://localhost:3000/store?category=Mugs'");
    expect(html).toContain("'cookie':'mitti_cart=abc'");
    expect(html).toContain("'catalog':'http://localhost:3001/mf-manifest.json'");
    expect(html).toContain("'apiBaseUrl':'http://localhost:4000'");
    expect(html).toContain('<style data-server-view>.shell{}</style>');
  });

  const plain = { status: 200, body: BUILT, rendered: false };

  it('sends the plain document for a route rendered in the browser only', async () => {
    const transform = await site('async () => null');
    expect(await transform(BUILT, { url: new URL('http://localhost:3000/cart') })).toEqual(plain);
  });

  it("answers with the render's status: 404 for what does not exist", async () => {
    const transform = await site(
      `async () => ({ status: 404, stream: new Response('<main>Page Not Found</main>').body, styles: [], state: {}, module: null })`,
    );
    const document = await transform(BUILT, { url: new URL('http://localhost:3000/product/none') });
    expect(document.status).toBe(404);
    expect(await documentText(document.body)).toContain('<div id=root><main>Page Not Found</main></div>');
  });

  it('still answers 404 for a path no route matches when the render fails', async () => {
    const transform = await site(
      `async () => { throw new Error('down'); }; exports.routeStatus = (path) => (path === '/nope' ? 404 : 200)`,
    );
    expect((await transform(BUILT, { url: new URL('http://localhost:3000/nope') })).status).toBe(404);
    expect((await transform(BUILT, { url: new URL('http://localhost:3000/store') })).status).toBe(200);
  });

  it('sends the plain document when the render fails', async () => {
    const transform = await site(`async () => { throw new Error('catalog is down'); }`);
    expect(await transform(BUILT, { url: new URL('http://localhost:3000/store') })).toEqual(plain);
  });

  it('sends the plain document when the render takes too long', async () => {
    const transform = await site('() => new Promise(() => {})');
    expect(await transform(BUILT, { url: new URL('http://localhost:3000/store') })).toEqual(plain);
  });

  it('sends the plain document when the shell has no server bundle', async () => {
    const transform = createServerView(path.join(dir, 'missing/render.cjs'), dir);
    expect(await transform(BUILT, { url: new URL('http://localhost:3000/store') })).toEqual(plain);
  });
});
