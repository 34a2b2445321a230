import { createServer, type RequestListener, type Server } from 'node:http';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

/** How long a request's headers, and then its body, may take to arrive. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** How long an upload (the owner's photo, up to 20 MB) may take: 20 MB at 1.5 Mbit/s, a slow phone line. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive. Please try again.';

export interface RequestDeadlines {
  /** Headers, then a body read by the API's parsers (JSON, text), each within this: else 408. */
  requestTimeoutMs: number;
  /** A whole request, uploads included: else 408. */
  uploadTimeoutMs: number;
}

/**
 * Node's HTTP server with its own deadlines (decision 058): the headers within `requestTimeoutMs`, the whole
 * request within `uploadTimeoutMs`, checked every fifth of the shorter (Node checks every 30 s by default, so a
 * slow client is answered 408 and let go close to its deadline). Node cannot give one route a longer deadline
 * than another, hence the body deadline below.
 */
export const serverWithDeadlines =
  ({ requestTimeoutMs, uploadTimeoutMs }: RequestDeadlines) =>
  (handler: RequestListener): Server =>
    createServer(
      {
        headersTimeout: requestTimeoutMs,
        requestTimeout: Math.max(requestTimeoutMs, uploadTimeoutMs),
        connectionsCheckingInterval: Math.max(100, Math.floor(requestTimeoutMs / 5)),
      },
      handler,
    );

/**
 * A body the API's parsers read (every route's but a multipart upload's, which the route reads itself) must
 * arrive within `requestTimeoutMs` of its headers: a client that sends it a byte at a time is answered 408 and
 * let go, and the others are served meanwhile. An upload is held to the server's `uploadTimeoutMs`.
 */
export function registerBodyDeadline(app: FastifyInstance, { requestTimeoutMs }: RequestDeadlines): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length']) > 0;
    if (!hasBody || request.headers['content-type']?.startsWith('multipart/')) return payload;
    // The parser reads this stream, so a deadline can fail it with a 408 while the connection stays able to answer.
    const body = new PassThrough();
    payload.on('error', (error) => body.destroy(error)).pipe(body);
    const deadline = setTimeout(() => {
      reply.header('connection', 'close');
      body.destroy(new HttpError(408, REQUEST_TIMEOUT_MESSAGE));
    }, requestTimeoutMs);
    payload.once('end', () => clearTimeout(deadline));
    // Answered before the body was read whole (413, 415, 408): the rest is let through unread, as without this
    // stream, so a kept-alive connection can take its next request.
    reply.raw.once('close', () => {
      clearTimeout(deadline);
      payload.unpipe(body);
      payload.resume();
    });
    // The parser listens for errors only while it reads; one after it gave up (415, 413) is not news.
    body.on('error', () => undefined);
    return body;
  });
}
