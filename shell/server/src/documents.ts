import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DOCUMENT_STATE_ID, type DocumentState } from '@mitti/shared/ssr';
import { parseFlash } from '@mitti/shared/forms';
import { SHOP_COOKIES, setCookieString } from '@mitti/shared/session';
import { createRoutePreloads, type PageScripts } from './remote-preloads';
import { createServerView, serverBundleOf, shellBundleLoader, type RenderedView, type ServerView } from './server-view';
import { documentSecurityHeaders } from './site-config';
import { readSiteFiles } from './site-files';
import { clockScriptTag, greetingScriptTag } from './startup-script';
import { parseTemplate, type DocumentTemplate } from './template';

export type { ServerView } from './server-view';

export interface DocumentOptions {
  /** The shell's build: its `index.html` is every document's template. */
  root: string;
  /** The deploy-time documents: `remotes.json` and `runtime-config.json`. */
  siteDir: string;
  /** Preload the route's remote module, shell page and API reads (remote-preloads.ts); off for a build without remotes. */
  preloads?: boolean;
  /** Default: the shell's server bundle, `<root>/server/render.cjs`; null renders nothing on the server. */
  serverView?: ServerView | null;
}

/** A file, read (and parsed) again only when it changed on disk (a deploy replaced the build). */
export function deployedFile<T>(file: string, parse: (text: string) => T): () => Promise<T> {
  let cached: { mtimeMs: number; value: T } | undefined;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(await readFile(file, 'utf8')) };
    return cached.value;
  };
}

/**
 * The scripts of each of the shell's own pages, from its build's `route-pages.json` (written by webpack's
 * BootPreloadPlugin): none when the build has no such file.
 */
function routePageScripts(root: string): PageScripts {
  const pages = deployedFile(
    path.join(root, 'route-pages.json'),
    (text) => JSON.parse(text) as Record<string, string[]>,
  );
  return async (page) => {
    try {
      const scripts = (await pages())[page];
      return Array.isArray(scripts) ? scripts : [];
    } catch {
      return [];
    }
  };
}

/** JSON inside a `<script type="application/json">`: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The parts a document is made of, each put in place of its placeholder in the template. */
export interface DocumentParts {
  head: string;
  /** The markup of `#root`: React's stream for a rendered page, nothing for one the browser renders. */
  root: ReadableStream<Uint8Array> | null;
  state: DocumentState;
}

/** The whole text of a document (tests, and servers that do not stream). */
export async function documentText(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The document as it goes out: the template's text and the parts in order, the root streamed as React renders it. */
export function assembleDocument(
  [beforeHead, beforeOverlay, beforeRoot, beforeState, end]: DocumentTemplate,
  parts: DocumentParts,
): Readable {
  const state = `<script type="application/json" id="${DOCUMENT_STATE_ID}">${scriptJson(parts.state)}</script>`;
  return Readable.from(
    (async function* () {
      yield Buffer.from(beforeHead + parts.head + beforeOverlay + clockScriptTag() + beforeRoot);
      if (parts.root) {
        for await (const chunk of Readable.fromWeb(parts.root as WebReadableStream<Uint8Array>)) {
          yield Buffer.from(chunk as Uint8Array);
        }
      }
      yield Buffer.from(beforeState + state + end);
    })(),
    { objectMode: false },
  );
}

const styleTags = (view: RenderedView | null) => (view?.styles ?? []).map((css) => `<style>${css}</style>`);

/**
 * The shell's document for a page (any path without an extension): the build's `index.html` with the
 * start-up script, the route's preloads and styles in the head, its server-rendered first view in `#root`,
 * and the state the app starts from; the status the render gives it (404 for a path no route matches, or a
 * product or workshop that does not exist); the CSP of the current deploy-time documents. It reads the
 * shopper's cookies (guest cart, sign-in, the last form's outcome), so it varies by Cookie. Anything that
 * throws here (the template unreadable, the site's documents missing) is a 500.
 */
export function createDocumentHandler(options: DocumentOptions) {
  const template = deployedFile(path.join(options.root, 'index.html'), parseTemplate);
  const bundle = shellBundleLoader(serverBundleOf(options.root));
  const preloads =
    options.preloads === false
      ? null
      : createRoutePreloads(() => bundle()?.module.routeHints, routePageScripts(options.root));
  const serverView = options.serverView === undefined ? createServerView(bundle) : options.serverView;

  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
    const site = readSiteFiles(options.siteDir);
    const flashCookie = request.cookies[SHOP_COOKIES.flash];
    const flash = parseFlash(flashCookie);
    // The shopper went away before the document was sent: the render stops.
    const gone = new AbortController();
    reply.raw.once('close', () => reply.raw.writableFinished || gone.abort());
    const [parts, view] = await Promise.all([
      template(),
      serverView?.({ url, cookie: request.headers.cookie, flash, site, signal: gone.signal }) ?? null,
    ]);
    const head = [greetingScriptTag(), ...styleTags(view), ...((await preloads?.(site, url.pathname, !!view)) ?? [])];
    const state: DocumentState = {
      site,
      flash,
      view: view ? { state: view.state, session: view.session, module: view.module } : null,
    };
    // The outcome of the last form is shown once: this document drops its cookie.
    if (flashCookie !== undefined) {
      reply.header('set-cookie', setCookieString(SHOP_COOKIES.flash, null, { secure: request.protocol === 'https' }));
    }
    return reply
      .code(view?.status ?? bundle()?.module.routeStatus(url.pathname) ?? 200)
      .headers({
        ...documentSecurityHeaders(site),
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'Cookie',
      })
      .send(assembleDocument(parts, { head: head.join(''), root: view?.stream ?? null, state }));
  };
}
