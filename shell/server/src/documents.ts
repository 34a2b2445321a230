import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRemotePreloader, type PageScripts } from './remote-preloads';
import { createServerView, routeHintsFrom, serverBundleOf, type DocumentRequest } from './server-view';
import { documentSecurityHeaders } from './site-config';
import { readSiteFiles } from './site-files';

/** A document as the server view assembles it: the HTML, or its body (streamed when rendered) and status. */
type AssembledDocument = string | { status?: number; body: string | Readable };

/** Puts the page's first view into the shell's document (server-view.ts). */
export type ServerView = (html: string, request: DocumentRequest) => Promise<AssembledDocument>;

export interface DocumentOptions {
  /** The shell's build: its `index.html` is every document's template. */
  root: string;
  /** The deploy-time documents: `remotes.json` and `runtime-config.json` name the origins of the CSP. */
  siteDir: string;
  /** Preload the route's remote module and API reads (remote-preloads.ts); off for a build without remotes. */
  preloads?: boolean;
  /** Default: the shell's server bundle, `<root>/server/render.cjs`; null renders nothing on the server. */
  serverView?: ServerView | null;
}

/** A file, read (and parsed) again only when it changed on disk (a deploy replaced the build). */
function cachedFile<T>(file: string, parse: (text: string) => T): () => Promise<T> {
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
  const pages = cachedFile(path.join(root, 'route-pages.json'), (text) => JSON.parse(text) as Record<string, string[]>);
  return async (page) => {
    try {
      const scripts = (await pages())[page];
      return Array.isArray(scripts) ? scripts : [];
    } catch {
      return [];
    }
  };
}

/**
 * The shell's document for a page (any path without an extension): the build's `index.html` with the
 * route's preloads and its server-rendered first view, the status the render gives it (404 for a path no
 * route matches, or a product or workshop that does not exist; 200 otherwise), the CSP of the current
 * deploy-time documents. The document reads the shopper's cookies (guest cart, session), so it varies by
 * Cookie. Anything that throws here (the template unreadable, the site's documents missing) is a 500.
 */
export function createDocumentHandler(options: DocumentOptions) {
  const template = cachedFile(path.join(options.root, 'index.html'), (text) => text);
  const bundle = serverBundleOf(options.root);
  const preload =
    options.preloads === false
      ? null
      : createRemotePreloader(options.siteDir, routeHintsFrom(bundle), routePageScripts(options.root));
  const serverView = options.serverView === undefined ? createServerView(bundle, options.siteDir) : options.serverView;

  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
    const headers = documentSecurityHeaders(readSiteFiles(options.siteDir));
    let html = await template();
    if (preload) html = await preload(html, url.pathname);
    const assembled = serverView ? await serverView(html, { url, cookie: request.headers.cookie }) : html;
    const document = typeof assembled === 'string' ? { body: assembled } : assembled;
    return reply
      .code(document.status ?? 200)
      .headers({ ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'Cookie' })
      .send(document.body);
  };
}
