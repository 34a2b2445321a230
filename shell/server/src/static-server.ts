import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { createRemotePreloader } from './remote-preloads';
import type { DocumentRequest } from './server-view';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml']);
/** Files whose name carries a content hash never change: cache them for a year. */
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

export interface StaticSite {
  /** Folder with the build. */
  root: string;
  port: number;
  /** Serve index.html for unknown paths (the shell's client-side routes). */
  spa?: boolean;
  /** A folder whose files are served before the build's, e.g. the deploy-time `/remotes.json`. */
  overlay?: string;
  /** Extra headers on HTML documents (CSP and friends), computed per request. */
  documentHeaders?: () => Record<string, string>;
  /**
   * Rewrites an HTML document before it is sent. Default for a site with an overlay (the shell): preload
   * the remote module the requested route renders (remote-preloads.ts). `null` turns that off.
   */
  transformDocument?: ((html: string, pathname: string) => Promise<string>) | null;
  /**
   * Adds a page's server-rendered first view to its document (server-view.ts), after `transformDocument`.
   * The view may depend on the request's cookies (the guest cart), so such documents vary by Cookie.
   */
  serverView?: (html: string, request: DocumentRequest) => Promise<string>;
  host?: string;
}

interface Encoded {
  body: Buffer;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

const cache = new Map<string, { mtimeMs: number; encoded: Encoded }>();
/** Rewritten documents by content: a handful of variants (one per remote route), each compressed once. */
const documents = new Map<string, Encoded>();

function encodeDocument(html: string, rendered: boolean): Encoded {
  let encoded = documents.get(html);
  if (!encoded) {
    if (documents.size > 200) documents.clear();
    // A rendered page changes with its data: compressed quickly rather than smallest.
    encoded = encode(Buffer.from(html), true, rendered ? 5 : 11);
    documents.set(html, encoded);
  }
  return encoded;
}

function encode(body: Buffer, compressible: boolean, brotliQuality = 11): Encoded {
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
  if (!compressible || body.length < 512) return { body, etag };
  return {
    body,
    etag,
    gzip: gzipSync(body, { level: brotliQuality < 11 ? 6 : 9 }),
    br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality } }),
  };
}

async function readEncoded(file: string): Promise<Encoded | null> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached.encoded;
    const encoded = encode(await readFile(file), COMPRESSIBLE.has(path.extname(file)));
    cache.set(file, { mtimeMs: info.mtimeMs, encoded });
    return encoded;
  } catch {
    return null;
  }
}

function send(req: IncomingMessage, res: ServerResponse, encoded: Encoded, headers: Record<string, string>) {
  res.setHeader('ETag', encoded.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (req.headers['if-none-match'] === encoded.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const accepts = String(req.headers['accept-encoding'] ?? '');
  let body = encoded.body;
  if (encoded.br && /\bbr\b/.test(accepts)) {
    body = encoded.br;
    res.setHeader('Content-Encoding', 'br');
  } else if (encoded.gzip && /\bgzip\b/.test(accepts)) {
    body = encoded.gzip;
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function cacheControl(file: string): string {
  return HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Serves a production build the way a CDN would: compressed, cached by content hash, CORS for remotes. */
export function serveStatic(site: StaticSite): Promise<Server> {
  const root = path.resolve(site.root);
  const transformDocument =
    site.transformDocument === undefined && site.overlay
      ? createRemotePreloader(path.resolve(site.overlay))
      : (site.transformDocument ?? undefined);
  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      console.error(error);
      res.statusCode = 500;
      res.end('Internal error');
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.end();
      return;
    }
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, pathname);
    if (!file.startsWith(root)) {
      res.statusCode = 403;
      res.end();
      return;
    }
    const target = pathname.endsWith('/') ? path.join(file, 'index.html') : file;
    const overlaid = site.overlay && !pathname.endsWith('/') ? path.join(path.resolve(site.overlay), pathname) : null;
    let served = target;
    let encoded = overlaid ? await readEncoded(overlaid) : null;
    if (encoded && overlaid) served = overlaid;
    else encoded = await readEncoded(target);
    if (!encoded && site.spa && !path.extname(pathname)) {
      served = path.join(root, 'index.html');
      encoded = await readEncoded(served);
    }
    if (!encoded) {
      res.statusCode = 404;
      res.setHeader('Content-Type', CONTENT_TYPES['.txt']!);
      res.end('Not found');
      return;
    }
    const ext = path.extname(served);
    if (ext === '.html' && (transformDocument || site.serverView)) {
      let html = encoded.body.toString('utf8');
      if (transformDocument) html = await transformDocument(html, pathname);
      const rendered = site.serverView
        ? await site.serverView(html, {
            url: new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`),
            cookie: req.headers.cookie,
          })
        : html;
      encoded = encodeDocument(rendered, rendered !== html);
    }
    send(req, res, encoded, {
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(served),
      ...(ext === '.html' ? site.documentHeaders?.() : {}),
      ...(ext === '.html' && site.serverView ? { Vary: 'Accept-Encoding, Cookie' } : {}),
    });
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(site.port, site.host ?? '0.0.0.0', () => resolve(server));
  });
}
