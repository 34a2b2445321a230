/** @jest-environment node */
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { repoRoot } from './apps';
import { createServerView, injectServerView, scriptJson } from './server-view';

/** The shell's document as html-webpack-plugin minifies it: unquoted attributes, no closing </p>. */
const BUILT = `<!doctype html><html lang=en-IN><head><title>Mitti Studio</title></head><body><div id=root><div class=startup-overlay role=status aria-live=polite><div class=startup-overlay__wheel aria-hidden=true></div><p class=startup-overlay__text>Loading Mitti Studio...</div></div></body></html>`;

const view = {
  html: '<header class="navbar">Mitti Studio</header><main><button>Add to Cart</button></main>',
  styles: ['.product-card{color:brown}'],
  state: {
    api: { queries: { 'getProducts(undefined)': { data: [{ name: 'Bowl </script><script>alert(1)</script>' }] } } },
  },
  module: 'catalog/StorePage',
};

function readState(html: string): unknown {
  const json = /<script type="application\/json" id="server-view-state">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

describe('a server-rendered view in the shell document', () => {
  it('puts the markup into #root, inside a disabled fieldset the app replaces', () => {
    const html = injectServerView(BUILT, view, '.navbar{display:flex}');
    expect(html).toContain(
      '<div id=root><fieldset class="server-view" disabled><header class="navbar">Mitti Studio</header>',
    );
    expect(html.indexOf('<fieldset')).toBeLessThan(html.indexOf('startup-overlay__text'));
  });

  it('adds the shell and remote stylesheets to the head, the shell first', () => {
    const html = injectServerView(BUILT, view, '.navbar{display:flex}');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<style data-server-view>.navbar{display:flex}</style><style data-server-view>.product-card',
    );
  });

  it('puts the overlay on its own 1.5 s clock', () => {
    expect(injectServerView(BUILT, view, '')).toContain(
      '<div class="startup-overlay startup-overlay--timed" role=status',
    );
  });

  it('carries the data and the module for the first render, with nothing that can close the script', () => {
    const html = injectServerView(BUILT, view, '');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(readState(html)).toEqual({ state: view.state, module: 'catalog/StorePage' });
  });

  it('works on the unminified source document too', async () => {
    const source = await readFile(path.join(repoRoot, 'shell/public/index.html'), 'utf8');
    const html = injectServerView(source, view, '');
    expect(html).toContain('<div id="root"><fieldset class="server-view" disabled>');
    expect(html).toContain('class="startup-overlay startup-overlay--timed"');
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
      `async (request) => ({ html: '<p>' + JSON.stringify(request).replace(/"/g, "'") + '</p>', styles: [], state: {}, module: null })`,
    );
    const html = await transform(BUILT, {
      url: new URL('http://localhost:3000/store?category=Mugs'),
      cookie: 'mitti_cart=abc',
    });
    expect(html).toContain("'url':'http://localhost:3000/store?category=Mugs'");
    expect(html).toContain("'cookie':'mitti_cart=abc'");
    expect(html).toContain("'catalog':'http://localhost:3001/mf-manifest.json'");
    expect(html).toContain("'apiBaseUrl':'http://localhost:4000'");
    expect(html).toContain('<style data-server-view>.shell{}</style>');
  });

  it('sends the plain document for a route rendered in the browser only', async () => {
    const transform = await site('async () => null');
    expect(await transform(BUILT, { url: new URL('http://localhost:3000/cart') })).toBe(BUILT);
  });

  it('sends the plain document when the render fails', async () => {
    const transform = await site(`async () => { throw new Error('catalog is down'); }`);
    expect(await transform(BUILT, { url: new URL('http://localhost:3000/store') })).toBe(BUILT);
  });

  it('sends the plain document when the render takes too long', async () => {
    const transform = await site('() => new Promise(() => {})');
    expect(await transform(BUILT, { url: new URL('http://localhost:3000/store') })).toBe(BUILT);
  });

  it('sends the plain document when the shell has no server bundle', async () => {
    const transform = createServerView(path.join(dir, 'missing/render.cjs'), dir);
    expect(await transform(BUILT, { url: new URL('http://localhost:3000/store') })).toBe(BUILT);
  });
});
