import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * What both servers do with a body they keep (the API's cached JSON, the document server's documents) and the
 * build does with an app's files: its compressed forms, made once, and the If-None-Match check that answers 304
 * (decision 088).
 */

/** The compressed codings the servers send, best first. */
export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to send a compressible body in: the one with the highest q-value the client accepts, brotli
 * on a tie; null (the body as it is) when it accepts neither or sent no Accept-Encoding. Both servers choose
 * with it. Codings are case-insensitive, `x-gzip` is gzip and `*` any coding not named (RFC 9110, 12.5.3):
 * `@fastify/accept-negotiator` reads neither case nor `x-gzip`, and sends brotli for `*;q=0.5, br;q=0`.
 */
export function acceptedCoding(header: string | undefined): ContentCoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const entry of header.toLowerCase().split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/** Below this size compression saves less than it costs (the same threshold as @fastify/compress). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** How hard each coding works: a body compressed once per build can afford more than one compressed per version. */
export interface CompressionEffort {
  /** Brotli's quality, 0 to 11. */
  readonly brotliQuality: number;
  /** Tells brotli the body is UTF-8 text (its text mode). */
  readonly brotliText?: boolean;
  /** Gzip's level, 1 to 9. */
  readonly gzipLevel: number;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `body` in `coding`, compressed off the event loop (on zlib's thread pool). */
export function compress(body: Buffer, coding: ContentCoding, effort: CompressionEffort): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(body, { level: effort.gzipLevel });
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort.brotliQuality,
      ...(effort.brotliText ? { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } : {}),
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * The body's compressed forms: each made on first use and then kept with the body. A failed one is not kept, so
 * the next request tries again.
 */
export function compressedForms(body: Buffer, effort: CompressionEffort): (coding: ContentCoding) => Promise<Buffer> {
  const forms = new Map<ContentCoding, Promise<Buffer>>();
  return (coding) => {
    let form = forms.get(coding);
    if (!form) {
      form = compress(body, coding, effort);
      forms.set(coding, form);
      form.catch(() => forms.delete(coding));
    }
    return form;
  };
}

/**
 * Does an If-None-Match field name this ETag? The weak comparison RFC 9110 (13.1.2) asks for on a GET: `W/` counts
 * on neither side, and `*`, the whole field, names any. Written here rather than taken from `fresh` (Express's),
 * which also answers no to a request that says `Cache-Control: no-cache`, where these servers send 304.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
