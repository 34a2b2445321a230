import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import * as React from 'react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { LOAD_REQUEST_DEADLINE_MS, loadServerRemote } from '../shell/src/server/server-remotes';
import { repoRoot } from './apps';
import { markedStylesheet } from '../webpack-plugins/stylesheet-marker';
import { buildServerBundle } from './build-server';

const root = path.join(repoRoot, 'node_modules', '.cache', `server-container-test-${process.pid}`);

/** The marker a stylesheet's source carries in every build, the browser's too (webpack-plugins/stylesheet-marker.ts). */
const markerOf = (source: string) => markedStylesheet(source).split('\n')[0]!;
const PAGE_CSS = '.fixture-page { color: rebeccapurple; }';

/** A remote's server view, built as the shop builds one: it names the React and the money module it was given. */
async function buildRemote(
  name: string,
  { shared = {}, release = 'one' }: { shared?: Record<string, string>; release?: string } = {},
) {
  const folder = path.relative(repoRoot, path.join(root, name));
  mkdirSync(path.join(root, name, 'src'), { recursive: true });
  writeFileSync(
    path.join(root, name, 'src/server.ts'),
    `import * as React from 'react';
     import { api } from '@mitti/shared';
     import { GST_PERCENT } from '@mitti/shared/money';
     import './page.css';
     export const pages = { Page: { Component: () => React.createElement('p', null, 'GST ' + GST_PERCENT), react: React, api, release: '${release}' } };`,
  );
  writeFileSync(path.join(root, name, 'src/page.css'), PAGE_CSS);
  writeFileSync(
    path.join(root, name, 'tsconfig.json'),
    JSON.stringify({ extends: path.join(repoRoot, 'tsconfig.base.json'), include: ['src'] }),
  );
  process.env.MF_SHARED_OVERRIDES = JSON.stringify(shared);
  try {
    expect(await buildServerBundle(folder, name)).toBe(true);
  } finally {
    delete process.env.MF_SHARED_OVERRIDES;
  }
}

/** The remotes' static host: their builds by folder, with ETags, as a bucket or CDN serves them. */
let host: Server;
let base = '';
const stalled = new Set<string>();
/** Files that answer 500 once. */
const failing = new Set<string>();
beforeAll(async () => {
  await buildRemote('ours');
  await buildRemote('shared2', { shared: { '@mitti/shared': '^2.0.0' } });
  host = createServer((request, response) => {
    const [, folder, ...rest] = (request.url ?? '/').split('/');
    if (stalled.has(folder!)) return; // never answers
    if (request.method === 'GET' && failing.delete(`${folder}/${rest.join('/')}`)) {
      response.statusCode = 500;
      response.end('Internal Server Error');
      return;
    }
    try {
      const body = readFileSync(path.join(root, folder!, 'dist', ...rest));
      response.setHeader('etag', `"${createHash('sha1').update(body).digest('hex')}"`);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(host.address() as { port: number }).port}`;
}, 120_000);

afterAll(async () => {
  host?.closeAllConnections();
  await new Promise((resolve) => host?.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe("a remote's server view, a federation container loaded by the document server's federation runtime", () => {
  it("renders with the shell's React and @mitti/shared, with @mitti/shared's stateless subpaths and its stylesheet minified", async () => {
    const { remote, css } = await loadServerRemote(`${base}/ours/mf-manifest.json`);
    const page = remote.pages.Page as unknown as { react: unknown; api: unknown };
    expect(renderToString(createElement(remote.pages.Page!.Component))).toBe('<p>GST 18</p>');
    expect(page.react).toBe(React);
    expect(page.api).toBe((await import('@mitti/shared')).api);
    // Minified, as it goes into every document the page is rendered in, with the marker the browser's build
    // gives the same stylesheet (the app does not insert it again).
    expect(css.trim()).toBe(`${markerOf(PAGE_CSS)}.fixture-page{color:#639}`);
    const container = readFileSync(path.join(root, 'ours/dist/server/remoteEntry.js'), 'utf8');
    // React is never bundled: the container takes it from the render (React's own copy names its element symbol).
    expect(container).not.toContain('react.transitional.element');
  });

  it('is refused when it was built for another @mitti/shared, as the browser refuses it', async () => {
    await expect(loadServerRemote(`${base}/shared2/mf-manifest.json`)).rejects.toThrow(
      /@mitti\/shared does not satisfy the requirement .* needs \^2\.0\.0/,
    );
  });

  it('fails within its deadline when its host does not answer, and the render that waited stops at its own', async () => {
    stalled.add('ours-copy');
    const started = Date.now();
    await expect(loadServerRemote(`${base}/ours-copy/mf-manifest.json`)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(LOAD_REQUEST_DEADLINE_MS + 2_000);
    const render = new AbortController();
    const waiting = loadServerRemote(`${base}/ours-copy/mf-manifest.json?again`, render.signal);
    render.abort(new Error('the render is over'));
    await expect(waiting).rejects.toThrow('the render is over');
  });

  it('loads once its host answers again after a failed load', async () => {
    cpSync(path.join(root, 'ours'), path.join(root, 'ours-again'), { recursive: true });
    failing.add('ours-again/server/remoteEntry.js');
    const url = `${base}/ours-again/mf-manifest.json`;
    await expect(loadServerRemote(url)).rejects.toThrow();
    const { remote } = await loadServerRemote(url);
    expect(renderToString(createElement(remote.pages.Page!.Component))).toBe('<p>GST 18</p>');
  });

  it('is replaced by the next build deployed at the same address within seconds, its pages evaluated once', async () => {
    const url = `${base}/ours/mf-manifest.json`;
    const first = await loadServerRemote(url);
    expect(await loadServerRemote(url)).toBe(first);
    await buildRemote('ours', { release: 'two' });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await loadServerRemote(url); // served the kept build while the new one loads
    await new Promise((resolve) => setTimeout(resolve, 500));
    const next = await loadServerRemote(url);
    expect((next.remote.pages.Page as unknown as { release: string }).release).toBe('two');
    expect((first.remote.pages.Page as unknown as { release: string }).release).toBe('one');
  }, 60_000);

  it("is the shell's own again when the shell's server bundle is loaded anew (a release taken up without a restart)", async () => {
    const url = `${base}/ours/mf-manifest.json`;
    const before = await loadServerRemote(url);
    expect((before.remote.pages.Page as unknown as { react: unknown }).react).toBe(React);
    // A second copy of the shell's server code, with its own React and @mitti/shared, as deployment.ts
    // requires a new render.cjs: its first remote must be rendered with that copy's React, not the first's.
    let fresh: { load: typeof loadServerRemote; react: unknown; shared: { api: unknown } } | undefined;
    await jest.isolateModulesAsync(async () => {
      fresh = {
        load: (await import('../shell/src/server/server-remotes')).loadServerRemote,
        react: await import('react'),
        shared: await import('@mitti/shared'),
      };
    });
    expect(fresh!.react).not.toBe(React);
    const { remote } = await fresh!.load(url);
    const page = remote.pages.Page as unknown as { react: unknown; api: unknown };
    expect(page.react).toBe(fresh!.react);
    expect(page.api).toBe(fresh!.shared.api);
  }, 30_000);
});

describe("the shell's server bundle", () => {
  it('inlines the stylesheets its first views import, each with its marker, not one the browser fetches on demand', async () => {
    const folder = path.relative(repoRoot, path.join(root, 'shell-fixture'));
    mkdirSync(path.join(root, 'shell-fixture/src/server'), { recursive: true });
    writeFileSync(
      path.join(root, 'shell-fixture/src/server/render.tsx'),
      `import './first-view.css';
       export const toasts = () => import('./toasts.css');`,
    );
    writeFileSync(path.join(root, 'shell-fixture/src/server/first-view.css'), '.first-view { color: teal; }');
    writeFileSync(path.join(root, 'shell-fixture/src/server/toasts.css'), '.toast-only { color: red; }');
    expect(await buildServerBundle(folder, 'shell_fixture')).toBe(true);
    const css = readFileSync(path.join(root, 'shell-fixture/dist/server/render.css'), 'utf8');
    expect(css).toContain('.first-view');
    expect(css).toContain(markerOf('.first-view { color: teal; }'));
    expect(css).not.toContain('.toast-only');
  });
});
