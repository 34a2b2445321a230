import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The compressed codings a cached body is offered in, best first. */
export type ContentCoding = 'br' | 'gzip';

/** Below this size compression saves less than it costs (the same threshold as @fastify/compress). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const compressors: Record<ContentCoding, (body: Buffer) => Promise<Buffer>> = {
  // Moderate brotli quality: a cached body is compressed again after every change to stock, so a few
  // hundred bytes more on the wire are worth far less than the 30 ms quality 11 takes per version.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/** A JSON response body serialised once, with its validator and, when large enough, compressed forms. */
export interface CachedJson {
  /** The UTF-8 bytes of the JSON. */
  readonly json: Buffer;
  /** Strong validator of the uncompressed body; each compressed form has its own (`"..-br"`, `"..-gzip"`). */
  readonly etag: string;
  /** False for small bodies: they are always sent as they are. */
  readonly compressible: boolean;
  /** The body in `coding`, compressed on first use (off the event loop) and then kept. */
  encoded(coding: ContentCoding): Promise<Buffer>;
}

export function createCachedJson(value: unknown): CachedJson {
  const json = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha1').update(json).digest('base64url').slice(0, 20);
  const encodings = new Map<ContentCoding, Promise<Buffer>>();
  return {
    json,
    etag: `"${hash}"`,
    compressible: json.length >= COMPRESS_THRESHOLD_BYTES,
    encoded(coding) {
      let encoding = encodings.get(coding);
      if (!encoding) {
        encoding = compressors[coding](json);
        encodings.set(coding, encoding);
        // A failed compression is not kept: the next request tries again.
        encoding.catch(() => encodings.delete(coding));
      }
      return encoding;
    },
  };
}

/** The ETag of the body as sent in `coding` (a compressed form is a different representation). */
export function etagFor(body: CachedJson, coding: ContentCoding | null): string {
  return coding ? `${body.etag.slice(0, -1)}-${coding}"` : body.etag;
}
