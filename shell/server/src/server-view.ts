import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { readSiteFiles } from './site-files';

/**
 * The first view of a page, rendered on the server into the shell's document (docs/decisions/023): the
 * shell's server bundle (`dist/server/render.cjs`) renders the route with its remote's server bundle and
 * the API reads it starts with; this puts the markup, the stylesheets and the state into the document,
 * which the browser hydrates. Anything missing, failing or slower than RENDER_TIMEOUT_MS sends the plain
 * document: the browser then renders the page as it always did.
 */

export interface ServerViewResult {
  /** 200, or 404 for a path no route matches or a product or workshop that does not exist. */
  status?: number;
  /** The markup of `#root`, as React streams it. */
  stream: ReadableStream<Uint8Array>;
  styles: string[];
  state: unknown;
  /** What the cookies said of the shopper, as the action the render's store got. */
  session?: unknown;
  module: string | null;
  /** The remote builds the page was rendered with. */
  remotes?: Record<string, string>;
}

interface RenderModule {
  render(request: {
    url: string;
    remotes: Record<string, string>;
    apiBaseUrl: string;
    cookie?: string;
  }): Promise<ServerViewResult | null>;
  /** The status of a path's document: 404 when no route matches it. */
  routeStatus?(pathname: string): number;
  /** What a path's document preloads: its remote module and API reads (the shell's route table). */
  routeHints?(pathname: string): { module: string | null; data: string[] };
  /** The pages sitemap.xml lists and robots.txt disallows (the shell's route table). */
  crawlerPaths?(): { listed: string[]; disallowed: string[] };
}

/** A shell document as it goes out: a page with its server view is streamed. */
export interface ServedDocument {
  status: number;
  body: string | Readable;
  /** It carries a server view (its markup depends on the request's cookies). */
  rendered: boolean;
}

/** The whole text of a document (tests, and servers that do not stream). */
export async function documentText(body: string | Readable): Promise<string> {
  if (typeof body === 'string') return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const RENDER_TIMEOUT_MS = 1500;
const require = createRequire(import.meta.url);

const bundles = new Map<string, () => { module: RenderModule; css: string }>();

/** The bundle and its stylesheet, loaded again when a deploy replaced them; one copy per file. */
function loadBundle(file: string): () => { module: RenderModule; css: string } {
  const known = bundles.get(file);
  if (known) return known;
  let loaded: { mtimeMs: number; module: RenderModule; css: string } | undefined;
  const load = () => {
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs !== mtimeMs) {
      delete require.cache[require.resolve(file)];
      const css = readFileSync(file.replace(/\.cjs$/, '.css'), 'utf8');
      loaded = { mtimeMs, module: require(file) as RenderModule, css };
    }
    return loaded;
  };
  bundles.set(file, load);
  return load;
}

/** The route table's crawler paths, from the shell's server bundle (sitemap.ts). */
export function crawlerPathsFrom(bundle: string): { listed: string[]; disallowed: string[] } {
  const paths = loadBundle(bundle)().module.crawlerPaths?.();
  if (!paths) throw new Error(`${bundle} does not say which pages crawlers may see`);
  return paths;
}

/** The route table's preload hints, from the shell's server bundle; none for a build without one. */
export function routeHintsFrom(bundle: string): () => RenderModule['routeHints'] {
  const load = loadBundle(bundle);
  return () => (existsSync(bundle) ? load().module.routeHints : undefined);
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

const ROOT = /<div id="?root"?>(?=<\/div>)/;

/**
 * Streams the shell's document with a rendered view: the styles in the head, the markup inside `#root`
 * as React renders it (the browser hydrates that markup: the controls work as soon as the app has run),
 * and after it the state that first render starts from. The document's preloads stay where they are, so
 * the app's scripts download alongside the page's photos; those of the API reads the state already holds
 * go. The page names the remote builds it was rendered with, so the browser has no need of
 * `/remotes.json` (its preload goes).
 */
export function streamServerView(html: string, view: ServerViewResult, shellCss: string): Readable {
  const root = ROOT.exec(html);
  if (!root) throw new Error('the shell document has no empty #root');
  const styles = [shellCss, ...view.styles].map((css) => `<style data-server-view>${css}</style>`).join('');
  const state = scriptJson({
    state: view.state,
    session: view.session ?? null,
    module: view.module,
    remotes: view.remotes ?? {},
  });
  const before = html
    .slice(0, root.index + root[0].length)
    .replace(/<link rel="?preload"? href="?\/remotes\.json"?[^>]*>/, '')
    // The page's API reads are in the state below: fetched again they would only compete with the scripts.
    .replace(/<link [^>]*data-route-read[^>]*>/g, '')
    .replace('</head>', `${styles}</head>`);
  const after = html
    .slice(root.index + root[0].length)
    .replace('</body>', `<script type="application/json" id="server-view-state">${state}</script></body>`);
  const markup = Readable.fromWeb(view.stream as WebReadableStream<Uint8Array>);
  return Readable.from(
    (async function* () {
      yield Buffer.from(before);
      for await (const chunk of markup) yield Buffer.from(chunk as Uint8Array);
      yield Buffer.from(after);
    })(),
    { objectMode: false },
  );
}

/** The start-up overlay in the shell's document (shell/public/index.html), minified or not. */
const OVERLAY = /<div class="?startup-overlay"?[\s>][\s\S]*?Loading Mitti Studio\.\.\.(?:<\/p>)?\s*<\/div>/;

/**
 * The document without its start-up overlay, for a shopper already welcomed in this browser session (the
 * shell's session cookie `mitti_welcomed`, shell/src/features/session/cookies.ts).
 */
export function withoutOverlay(html: string, cookie: string | undefined): string {
  const welcomed = (cookie ?? '').split(';').some((part) => part.trim() === 'mitti_welcomed=1');
  return welcomed ? html.replace(OVERLAY, '') : html;
}

/** A document request as the server view reads it: its URL and `Cookie` header. */
export interface DocumentRequest {
  url: URL;
  cookie?: string;
}

/** `(html, request) => document` with the page's first view, for the shell's document server. */
export function createServerView(
  bundle: string,
  siteDir: string,
): (html: string, request: DocumentRequest) => Promise<ServedDocument> {
  const load = loadBundle(bundle);
  return async (template, { url, cookie }) => {
    const html = withoutOverlay(template, cookie);
    if (!existsSync(bundle)) return { status: 200, body: html, rendered: false };
    let module: RenderModule | undefined;
    try {
      const loaded = load();
      module = loaded.module;
      const { remotes, config } = readSiteFiles(siteDir);
      const view = await withTimeout(
        module.render({ url: url.href, remotes, apiBaseUrl: config.apiBaseUrl, cookie }),
        RENDER_TIMEOUT_MS,
      );
      if (view) return { status: view.status ?? 200, body: streamServerView(html, view, loaded.css), rendered: true };
    } catch (error) {
      console.warn(`[shell] ${url.pathname} goes out without its server view: ${(error as Error).message}`);
    }
    return { status: module?.routeStatus?.(url.pathname) ?? 200, body: html, rendered: false };
  };
}

export const serverBundleOf = (distDir: string) => path.join(distDir, 'server', 'render.cjs');
