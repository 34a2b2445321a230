import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag, type ContentCoding } from '@mitti/server-kit/http-caching';
import { etagFor, type CachedJson } from './cached-json';

/**
 * The coding to send a compressible body in: the one with the highest q-value the client accepts, brotli
 * on a tie; null (the body as it is) when it accepts neither or sent no Accept-Encoding.
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

function addVary(reply: FastifyReply, header: string): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', header);
  } else if (!String(vary).toLowerCase().includes(header.toLowerCase())) {
    reply.header('vary', `${String(vary)}, ${header}`);
  }
}

/**
 * Sends a body serialised (and compressed) once per version of the data: the response schema's serialiser
 * and per-request compression are skipped. Its ETag lets a browser revalidate with a 304; `no-cache` makes
 * it revalidate every time, because stock and seats change.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedJson,
): FastifyReply | Promise<FastifyReply> {
  const coding = body.compressible ? acceptedCoding(request.headers['accept-encoding']) : null;
  const etag = etagFor(body, coding);
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (body.compressible) addVary(reply, 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  if (!coding) return reply.send(body.json);
  return body.encoded(coding).then((encoded) => reply.header('content-encoding', coding).send(encoded));
}
