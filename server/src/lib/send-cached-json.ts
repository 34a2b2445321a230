import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedCoding, matchesEtag } from '@mitti/server-kit/http-caching';
import { etagFor, type CachedJson } from './cached-json';

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
