import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Files whose name carries a content hash (`[name].[contenthash].js`) never change: cached for a year. */
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/** The file's caching, by its name (a precompressed `x.js.br` as `x.js`). */
export function cacheControl(file: string): string {
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  return HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Which of a build's files a browser may have (decision 068). Never the shell's template (`/index.html`: a
 * document goes out only with its headers) nor its server bundle (`/server/`, which the document server reads
 * from disk); source maps only where the run chose to serve them. A remote's server bundle stays served: the
 * document servers load it over HTTP from the remote's own deploy, as they load its manifest.
 */
export function servedToBrowsers(pathname: string, { shell, publicSourceMaps }: StaticFilesOptions): boolean {
  if (shell && (pathname.startsWith('/index.html') || pathname.startsWith('/server/'))) return false;
  return publicSourceMaps || !pathname.endsWith('.map');
}

interface StaticFilesOptions {
  /** The shell's build: its documents are rendered, `/` is one of them. */
  shell: boolean;
  publicSourceMaps: boolean;
}

/**
 * An app's build as a CDN serves it, by @fastify/static (path safety, ETag and 304, ranges, types):
 * content-hashed files cached for a year, everything else revalidated; text as compressed at build time
 * (`x.js.br`, `x.js.gz` beside `x.js`, precompress.ts) when the browser takes it and the build has it. The folders are tried in order
 * (the shell's deploy-time documents before its build); a remote's `/` is its `index.html`, the shell's a
 * document its server renders. Files not for browsers (servedToBrowsers) are answered 404.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { roots, ...options }: StaticFilesOptions & { roots: string[] },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: roots.length === 1 ? roots[0]! : roots,
    index: options.shell ? false : 'index.html',
    wildcard: true,
    preCompressed: true,
    allowedPath: (pathname: string) => servedToBrowsers(pathname, options),
    cacheControl: false,
    setHeaders(reply, file) {
      reply.header('cache-control', cacheControl(file));
      // The type every browser and the shop's favicon link know (send's own is image/vnd.microsoft.icon).
      if (file.endsWith('.ico')) reply.header('content-type', 'image/x-icon');
    },
  });
}
