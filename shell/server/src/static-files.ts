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
 * An app's build as a CDN serves it, by @fastify/static (path safety, ETag and 304, ranges, types):
 * content-hashed files cached for a year, everything else revalidated; text as compressed at build time
 * (`x.js.br`, `x.js.gz` beside `x.js`, precompress.ts) when the browser takes it and the build has it. The folders are tried in order
 * (the shell's deploy-time documents before its build); `index` names the file for `/`, or false when
 * `/` is a document the shell's server renders (its template, `/index.html`, is then not served as a file:
 * a document goes out only with its headers).
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { roots, index }: { roots: string[]; index: string | false },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: roots.length === 1 ? roots[0]! : roots,
    index,
    wildcard: true,
    preCompressed: true,
    ...(index === false ? { allowedPath: (pathname: string) => !pathname.startsWith('/index.html') } : {}),
    cacheControl: false,
    setHeaders(reply, file) {
      reply.header('cache-control', cacheControl(file));
      // The type every browser and the shop's favicon link know (send's own is image/vnd.microsoft.icon).
      if (file.endsWith('.ico')) reply.header('content-type', 'image/x-icon');
    },
  });
}
