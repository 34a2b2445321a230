import { createHash } from 'node:crypto';
import { compressedForms, type ContentCoding } from '@mitti/server-kit/http-caching';
import { LRUCache } from 'lru-cache';

/**
 * How documents are cached (issue 31, docs/deployment.md "Documents and a CDN"). A document for a visitor
 * without the shop's cookies is the same for everyone: it is public, kept here for LOCAL_TTL_MS (and served
 * stale while the next one renders, for LOCAL_STALE_MS at most: an older one waits for the next render), and a
 * CDN may keep it for S_MAXAGE_S and serve it stale for SWR_S more while it asks again. An owner's change to a
 * product, a price, stock or a workshop therefore shows in its documents within the API's own FRESHNESS_MS
 * (server/src/lib/versioned-cache.ts) + one render + the oldest this copy sends + SWR_S (a CDN counts the
 * document's Age, so one sent 2 s old is already past S_MAXAGE_S): 0.25 + 0.1 + 2 + 2 s, under the 5 s the
 * shop promises. An owner's save is announced by the API and drops them at once where the document server follows
 * it (documents.ts, decision 069); the lifetimes bound what is not announced. A document rendered for a
 * shopper's cookies is private and never kept.
 */
export const LOCAL_TTL_MS = 1000;
/** How long after LOCAL_TTL_MS a kept document may still be sent while its next render is made. */
export const LOCAL_STALE_MS = 1000;
export const S_MAXAGE_S = 1;
export const SWR_S = 2;
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${S_MAXAGE_S}, stale-while-revalidate=${SWR_S}`;
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** A document as it is sent: its status, its bytes, its validator and its compressed forms, made on first use. */
export interface SentDocument {
  status: number;
  /** The headers its route adds to the deploy's: the opener policy where a shopper signs in or pays (decision 135). */
  routeHeaders: Readonly<Record<string, string>>;
  html: Buffer;
  /** Weak: the same page with the same data has the same one, from any copy of the server, at any time. */
  etag: string;
  /** When it was rendered (Date.now()): its age for a cache downstream. */
  at: number;
  /** The document in `coding`, compressed (off the event loop) once and then kept with it. */
  encoded: (coding: ContentCoding) => Promise<Buffer>;
}

/** The compressed forms of a document's `html`, made per version of a page: a moderate effort. */
export const documentForms = (html: Buffer) => compressedForms(html, { brotliQuality: 5, gzipLevel: 6 });

/** RTK Query's bookkeeping in the state: different on every render of the same data. */
const VOLATILE = new Set(['requestId', 'startedTimeStamp', 'fulfilledTimeStamp']);

/** The document's ETag: its text (`pieces`), with the state's data but not RTK Query's per-render bookkeeping. */
export function documentEtag(pieces: readonly string[], state: unknown): string {
  const hash = createHash('sha1');
  for (const piece of pieces) hash.update(piece);
  hash.update(JSON.stringify(state, (key, value: unknown) => (VOLATILE.has(key) ? undefined : value)));
  return `W/"${hash.digest('base64url')}"`;
}

export interface DocumentCache {
  /**
   * The public document for `key`: kept, or made by `make` (once, however many requests ask meanwhile).
   * An expired one is served while the next is made. `signal`: the requester went away.
   */
  get(key: string, make: (signal: AbortSignal) => Promise<SentDocument>, signal: AbortSignal): Promise<SentDocument>;
}

/**
 * The public documents of this copy: bounded by count and bytes (lru-cache), each kept LOCAL_TTL_MS and sent
 * stale for `staleMs` more; one nobody asked for since (a page that has been quiet) is made again first, never
 * sent minutes old.
 */
export function createDocumentCache({
  maxBytes = 64 * 2 ** 20,
  ttlMs = LOCAL_TTL_MS,
  staleMs = LOCAL_STALE_MS,
} = {}): DocumentCache {
  const cache = new LRUCache<string, SentDocument, (signal: AbortSignal) => Promise<SentDocument>>({
    max: 5000,
    maxSize: maxBytes,
    // The document and room for its two compressed forms.
    sizeCalculation: (document) => Math.ceil(document.html.length * 1.5),
    ttl: ttlMs,
    allowStale: true,
    fetchMethod: (_key, _stale, { signal, context }) => context(signal),
  });
  return {
    async get(key, make, signal) {
      const kept = cache.peek(key, { allowStale: true });
      const tooOld = kept !== undefined && Date.now() - kept.at > ttlMs + staleMs;
      const document = await cache.fetch(key, { context: make, signal, allowStale: !tooOld });
      if (!document) throw new Error('the document could not be made');
      return document;
    },
  };
}
