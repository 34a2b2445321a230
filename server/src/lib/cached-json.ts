import { createHash } from 'node:crypto';
import {
  COMPRESS_THRESHOLD_BYTES,
  compressedForms,
  type CompressionEffort,
  type ContentCoding,
} from '@mitti/server-kit/http-caching';

// Moderate brotli quality: a cached body is compressed again after every change to stock, so a few hundred bytes
// more on the wire are worth far less than the 30 ms quality 11 takes per version.
const CACHED_JSON_EFFORT: CompressionEffort = { brotliQuality: 6, brotliText: true, gzipLevel: 9 };

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
  return {
    json,
    etag: `"${hash}"`,
    compressible: json.length >= COMPRESS_THRESHOLD_BYTES,
    encoded: compressedForms(json, CACHED_JSON_EFFORT),
  };
}

/** The ETag of the body as sent in `coding` (a compressed form is a different representation). */
export function etagFor(body: CachedJson, coding: ContentCoding | null): string {
  return coding ? `${body.etag.slice(0, -1)}-${coding}"` : body.etag;
}
