import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readSiteFiles } from './site-files';

/**
 * The first view of a page, rendered on the server into the shell's document (docs/decisions/014): the
 * shell's server bundle (`dist/server/render.cjs`) renders the route with its remote's server bundle and
 * the API reads it starts with; this puts the markup, the stylesheets and the data into the document.
 * Anything missing, failing or slower than RENDER_TIMEOUT_MS sends the plain document: the browser then
 * renders the page as it always did.
 */

export interface ServerViewResult {
  html: string;
  styles: string[];
  state: unknown;
  module: string | null;
}

interface RenderModule {
  render(request: {
    url: string;
    remotes: Record<string, string>;
    apiBaseUrl: string;
    cookie?: string;
  }): Promise<ServerViewResult | null>;
}

const RENDER_TIMEOUT_MS = 1500;
const require = createRequire(import.meta.url);

/** The bundle and its stylesheet, loaded again when a deploy replaced them. */
function loadBundle(file: string): () => { module: RenderModule; css: string } {
  let loaded: { mtimeMs: number; module: RenderModule; css: string } | undefined;
  return () => {
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs !== mtimeMs) {
      delete require.cache[require.resolve(file)];
      const css = readFileSync(file.replace(/\.cjs$/, '.css'), 'utf8');
      loaded = { mtimeMs, module: require(file) as RenderModule, css };
    }
    return loaded;
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`no view within ${ms} ms`)), ms).unref(),
    ),
  ]);
}

/** JSON inside a `<script type="application/json">`: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const PRELOAD = /<link rel="?preload"?[^>]*>/g;

/**
 * Puts a rendered view into the shell's document: the styles into the head, the markup into `#root` inside
 * a disabled fieldset (the page's controls wait for the app that handles them, which replaces it all), the
 * start-up overlay on its own 1.5 s clock, and the data for the browser's first render.
 *
 * The document's preloads (the app's scripts, its deploy-time documents, the route's remote) wait in an
 * inert template, which the shell's main.js puts into the head once the page and its photos are on screen
 * (shell/src/index.ts): fetched with the document they would share the connection with the photos the
 * shopper is waiting for. The route's API reads are left out: the data is in the document.
 */
export function injectServerView(html: string, view: ServerViewResult, shellCss: string): string {
  const styles = [shellCss, ...view.styles].map((css) => `<style data-server-view>${css}</style>`).join('');
  const state = `<script type="application/json" id="server-view-state">${scriptJson({ state: view.state, module: view.module })}</script>`;
  const preloads = (html.match(PRELOAD) ?? []).filter((tag) => !tag.includes('data-route-read'));
  const deferred = `<template id="server-view-preloads">${preloads.join('')}</template>`;
  return html
    .replace(PRELOAD, '')
    .replace('</head>', `${styles}</head>`)
    .replace(/<div id="?root"?>/, (root) => `${root}<fieldset class="server-view" disabled>${view.html}</fieldset>`)
    .replace(/class="?startup-overlay"?(?=[ >])/, 'class="startup-overlay startup-overlay--timed"')
    .replace('</body>', `${state}${deferred}</body>`);
}

/** A document request as the server view reads it: its URL and `Cookie` header. */
export interface DocumentRequest {
  url: URL;
  cookie?: string;
}

/** `(html, request) => html` with the page's first view, for the shell's static server. */
export function createServerView(
  bundle: string,
  siteDir: string,
): (html: string, request: DocumentRequest) => Promise<string> {
  const load = loadBundle(bundle);
  return async (html, { url, cookie }) => {
    if (!existsSync(bundle)) return html;
    try {
      const { module, css } = load();
      const { remotes, config } = readSiteFiles(siteDir);
      const view = await withTimeout(
        module.render({ url: url.href, remotes, apiBaseUrl: config.apiBaseUrl, cookie }),
        RENDER_TIMEOUT_MS,
      );
      return view ? injectServerView(html, view, css) : html;
    } catch (error) {
      console.warn(`[shell] ${url.pathname} goes out without its server view: ${(error as Error).message}`);
      return html;
    }
  };
}

export const serverBundleOf = (distDir: string) => path.join(distDir, 'server', 'render.cjs');
