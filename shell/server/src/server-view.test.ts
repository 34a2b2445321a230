/** @jest-environment node */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { SiteDocuments } from '@mitti/shared/ssr';
import { repoRoot } from './apps';
import { loadShellBundle } from './deployment';
import { assembleDocument, pageHeadTags, scriptJson } from './documents';
import { createServerView } from './server-view';
import { HELD_APP_ID, scriptTag } from './before-app';
import { parseTemplate } from './template';

const MARKUP = '<header class="navbar">Mitti Studio</header><main><button>Add to Cart</button></main>';

/** The shell's document as webpack minifies it, its placeholders kept. */
const MINIFIED =
  '<!--mitti:html--><head><!--mitti:title--><title>M</title><!--mitti:title-end--><!--mitti:head--><!--mitti:app--><script defer src=/main.js></script>' +
  '<!--mitti:app-end--></head><body><div class=startup-overlay></div><!--mitti:overlay-->' +
  '<div id=root><!--mitti:root--></div><!--mitti:state--></body></html>';

const site: SiteDocuments = {
  remotes: { catalog: 'http://localhost:3001/mf-manifest.json' },
  config: { apiBaseUrl: 'http://localhost:4000', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo' } },
};

describe('the shell document template', () => {
  it('is split at its placeholders, in order, in the source and as webpack minifies it', async () => {
    const source = await readFile(path.join(repoRoot, 'shell/public/index.html'), 'utf8');
    const [
      beforeHtml,
      beforeTitle,
      siteTitle,
      beforeHead,
      beforeApp,
      app,
      beforeOverlay,
      beforeRoot,
      beforeState,
      end,
    ] = parseTemplate(source);
    expect(beforeHtml.trimStart().startsWith('<!doctype html>')).toBe(true);
    expect(beforeTitle).toContain('<meta charset="utf-8" />');
    expect(siteTitle).toContain('<title>');
    expect(siteTitle).toContain('<meta\n    name="description"');
    expect(beforeHead).not.toContain('<title>');
    expect(beforeApp).toContain('</style>');
    expect(app).toContain('htmlWebpackPlugin.tags.headTags');
    expect(beforeOverlay).toContain('</head>');
    expect(beforeOverlay).toContain('Loading Mitti Studio...');
    expect(beforeOverlay.trimEnd().endsWith('</div>')).toBe(true);
    expect(beforeRoot.trim()).toBe('<div id="root">');
    expect(beforeState.trim()).toBe('</div>');
    expect(end).toContain('</body>');
    expect(parseTemplate(MINIFIED)).toEqual([
      '',
      '<head>',
      '<title>M</title>',
      '',
      '',
      '<script defer src=/main.js></script>',
      '</head><body><div class=startup-overlay></div>',
      '<div id=root>',
      '</div>',
      '</body></html>',
    ]);
  });

  it('must hold each placeholder once, in order', () => {
    const [html, title, titleEnd, head, app, appEnd, overlay, root, state] = [
      'html',
      'title',
      'title-end',
      'head',
      'app',
      'app-end',
      'overlay',
      'root',
      'state',
    ].map((name) => `<!--mitti:${name}-->`);
    const start = `${app}${appEnd}`;
    expect(() => parseTemplate(`${html}${title}${titleEnd}${head}${start}${overlay}${root}${state}`)).not.toThrow();
    expect(() => parseTemplate(`${html}${head}${start}${overlay}${root}${state}`)).toThrow(/mitti:title/);
    expect(() => parseTemplate(`${html}${title}${titleEnd}${head}${start}${overlay}${state}${root}`)).toThrow(
      /mitti:state/,
    );
    expect(() => parseTemplate(`${html}${title}${titleEnd}${head}${start}${overlay}${root}`)).toThrow(/mitti:state/);
    expect(() => parseTemplate(`${html}${title}${titleEnd}${head}${head}${start}${overlay}${root}${state}`)).toThrow(
      /mitti:head/,
    );
    expect(() => parseTemplate(`${html}${title}${titleEnd}${head}${overlay}${root}${state}`)).toThrow(/mitti:app/);
    expect(() => parseTemplate(`${title}${titleEnd}${head}${start}${overlay}${root}${state}`)).toThrow(/mitti:html/);
  });
});

describe('a document assembled from its parts', () => {
  const template = parseTemplate(MINIFIED);
  const state = {
    site,
    flash: null,
    view: { state: { api: {} }, session: null, module: 'catalog/StorePage' as const },
  };

  it('has the head, the markup inside #root and the state, each in its place', () => {
    const html = assembleDocument(template, {
      language: 'en',
      title: null,
      head: '<style>.a{}</style>',
      preloads: '',
      root: MARKUP,
      state,
    });
    expect(html).toBe(
      `<html lang="en-IN"><head><title>M</title>${scriptTag('greeting')}<style>.a{}</style></head><body>` +
        `<div class=startup-overlay></div>${scriptTag('clock')}<div id=root>${MARKUP}</div>` +
        `<script type="application/json" id="document-state">${scriptJson(state)}</script>` +
        `<template id="${HELD_APP_ID}"><script defer src=/main.js></script></template>` +
        `${scriptTag('start')}</body></html>`,
    );
  });

  it("carries the page's own title and description in place of the site's, escaped", () => {
    const title = pageHeadTags({ title: 'Vase <b> & "co" | Mitti Studio', description: 'A vase, "blue" & <tall>' });
    expect(title).toBe(
      '<title>Vase &lt;b> &amp; "co" | Mitti Studio</title>' +
        '<meta property="og:title" content="Vase &lt;b> &amp; &quot;co&quot; | Mitti Studio">' +
        '<meta name="description" content="A vase, &quot;blue&quot; &amp; &lt;tall>">' +
        '<meta property="og:description" content="A vase, &quot;blue&quot; &amp; &lt;tall>">',
    );
    const html = assembleDocument(template, { language: 'en', title, head: '', preloads: '', root: MARKUP, state });
    expect(html.startsWith(`<html lang="en-IN"><head>${title}${scriptTag('greeting')}`)).toBe(true);
    expect(html).not.toContain('<title>M</title>');
    expect(pageHeadTags({ title: 'Shopping Cart | Mitti Studio' })).toBe(
      '<title>Shopping Cart | Mitti Studio</title><meta property="og:title" content="Shopping Cart | Mitti Studio">',
    );
  });

  it("holds a rendered page's app start, its preloads first, until its photos are painted; starts any other page's at once", () => {
    const preloads = '<link rel="preload" href="/p.js" as="script">';
    const rendered = assembleDocument(template, {
      language: 'en',
      title: null,
      head: '',
      preloads,
      root: MARKUP,
      state,
    });
    const held = `<template id="${HELD_APP_ID}">${preloads}<script defer src=/main.js></script></template>`;
    expect(rendered).toContain(`</div><script type="application/json" id="document-state">`);
    expect(rendered.indexOf(held)).toBeGreaterThan(rendered.indexOf('document-state'));
    expect(rendered.slice(0, rendered.indexOf('</head>'))).not.toContain('main.js');

    const browserRendered = assembleDocument(template, {
      language: 'en',
      title: null,
      head: '',
      preloads,
      root: '',
      state,
    });
    expect(browserRendered).toContain(
      `<title>M</title>${scriptTag('greeting')}${preloads}<script defer src=/main.js></script></head>`,
    );
    expect(browserRendered).not.toContain('<template');
    expect(browserRendered).not.toContain(scriptTag('start'));

    // A page the browser renders comes with the site's frame around a line (decision 067): its app starts at once.
    const frame = assembleDocument(template, {
      language: 'en',
      title: null,
      head: '',
      preloads,
      root: MARKUP,
      state: { ...state, view: null },
      frameOnly: true,
    });
    expect(frame).toContain(
      `<title>M</title>${scriptTag('greeting')}${preloads}<script defer src=/main.js></script></head>`,
    );
    expect(frame).toContain(`<div id=root>${MARKUP}</div>`);
    expect(frame).not.toContain('<template');
  });

  it("carries the quantity's − and + script only where the page has a quantity's − and +", () => {
    const quantity =
      '<button type="button" aria-controls="q" data-step="-1" disabled>−</button><input id="q" type="number">' +
      '<button type="button" aria-controls="q" data-step="1">+</button>';
    const withStepper = assembleDocument(template, {
      language: 'en',
      title: null,
      head: '',
      preloads: '',
      root: quantity,
      state,
    });
    expect(withStepper).toContain(`<title>M</title>${scriptTag('greeting')}${scriptTag('stepper')}</head>`);
    for (const root of [MARKUP, '']) {
      expect(
        assembleDocument(template, { language: 'en', title: null, head: '', preloads: '', root, state }),
      ).not.toContain(scriptTag('stepper'));
    }
  });

  it('carries nothing in its state that can close the script', () => {
    const hostile = {
      ...state,
      flash: { kind: 'error' as const, text: 'Bowl </script><script>alert(1)</script>\u2028' },
    };
    const html = assembleDocument(template, {
      language: 'en',
      title: null,
      head: '',
      preloads: '',
      root: '',
      state: hostile,
    });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(scriptJson({ text: '</script>\u2028' })).toBe('{"text":"\\u003c/script>\\u2028"}');
  });
});

describe('the server view', () => {
  let dir: string;
  const view = async (renderBody: string) => {
    const bundle = path.join(dir, `${Math.random().toString(36).slice(2)}`, 'render.cjs');
    await mkdir(path.dirname(bundle));
    await writeFile(bundle, `exports.render = ${renderBody};`);
    await writeFile(bundle.replace(/\.cjs$/, '.css'), '.shell{}');
    const loaded = loadShellBundle(bundle);
    return createServerView(() => loaded);
  };
  const request = (url: string, signal = new AbortController().signal) => ({
    url: new URL(url),
    cookie: 'mitti_cart=abc',
    flash: { kind: 'success' as const, text: 'Oat Bowl added to cart' },
    site,
    signal,
  });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mitti-view-'));
  });

  it("renders with the request's URL, cookies and flash, the deployed remotes and the API, the shell's styles first", async () => {
    const rendered = await (
      await view(
        `async (request) => ({ status: 200, body: JSON.stringify({ ...request, signal: undefined }), head: '<style>.remote{}</style>', state: {}, session: null, module: null })`,
      )
    )(request('http://localhost:3000/store?category=Mugs'));
    const seen = JSON.parse(rendered!.body) as Record<string, unknown>;
    expect(seen).toEqual({
      url: 'http://localhost:3000/store?category=Mugs',
      remotes: site.remotes,
      apiBaseUrl: 'http://localhost:4000',
      cookie: 'mitti_cart=abc',
      flash: { kind: 'success', text: 'Oat Bowl added to cart' },
    });
    expect(rendered!.head).toBe('<style>.shell{}</style><style>.remote{}</style>');
  });

  it('gives no view for a route rendered in the browser only, or when the render fails', async () => {
    expect(await (await view('async () => null'))(request('http://localhost:3000/cart'))).toBeNull();
    expect(
      await (
        await view(`async () => { throw new Error('catalog is down'); }`)
      )(request('http://x/store')),
    ).toBeNull();
  });

  it('gives no view when the render takes too long, and stops the render at its deadline', async () => {
    const started = Date.now();
    const slow = await view(
      `(request) => new Promise((resolve) => request.signal.addEventListener('abort', () => { globalThis.renderStopped = true; }))`,
    );
    expect(await slow(request('http://localhost:3000/store'))).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect((globalThis as { renderStopped?: boolean }).renderStopped).toBe(true);
  });

  it('stops the render when the shopper goes away', async () => {
    const gone = new AbortController();
    const render = await view(
      `(request) => new Promise((resolve) => request.signal.addEventListener('abort', () => { globalThis.leftRender = true; }))`,
    );
    const result = render(request('http://localhost:3000/store', gone.signal));
    gone.abort();
    expect(await result).toBeNull();
    expect((globalThis as { leftRender?: boolean }).leftRender).toBe(true);
  });

  it('gives no view when the shell has no server bundle', async () => {
    expect(await createServerView(() => null)(request('http://x/'))).toBeNull();
  });
});
