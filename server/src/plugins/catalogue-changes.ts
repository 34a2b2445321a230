import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_CHANGES_PATH } from '@mitti/server-kit/catalogue-changes';
import { isFromDocumentServer } from '@mitti/server-kit/shopper-address';

/**
 * Where the document servers hear of an owner's change to the catalogue (decision 069): a stream of
 * server-sent events, one `change` per successful owner's write, sent before that write's answer leaves, so a
 * copy that follows it drops its public documents before the owner reads "Saved.". A comment every
 * HEARTBEAT_MS keeps a proxy in between from closing a quiet stream.
 */
export const HEARTBEAT_MS = 20_000;
/**
 * Document servers are few: more followers than this is a fault, answered 503. With a `DOCUMENT_SERVER_SECRET`
 * (production has one) only the document servers may follow, so nobody else can hold the places open.
 */
export const MAX_FOLLOWERS = 64;

const followers = new Set<ServerResponse>();

/** How many streams this process is sending: the document servers following it. */
export const catalogueFollowers = (): number => followers.size;

/** How long an owner's answer waits at most for a follower's connection to take the change (one that stopped reading). */
export const HANDOVER_WAIT_MS = 1000;

/** Resolves once `stream` has handed `text` to the operating system (or failed to), HANDOVER_WAIT_MS at most. */
function handOver(stream: ServerResponse, text: string): Promise<void> {
  return new Promise((resolve) => {
    const waited = setTimeout(resolve, HANDOVER_WAIT_MS);
    stream.write(text, () => {
      clearTimeout(waited);
      resolve();
    });
  });
}

/**
 * Tells every follower, in this process, that the owner changed the catalogue, and resolves once each
 * follower's connection has the change: a write to a stream is otherwise sent after the current turn, which can
 * be after the owner's answer (decision 134).
 */
export async function announceCatalogueChange(): Promise<void> {
  await Promise.all([...followers].map((stream) => handOver(stream, 'event: change\ndata: {}\n\n')));
}

/**
 * The stream route. Register once per app; its streams end when the app closes. Given the document servers'
 * secret, a request without their proof is refused (403) before it holds anything.
 */
export function registerCatalogueChanges(app: FastifyInstance, documentServerSecret: string | null): void {
  const own = new Set<ServerResponse>();
  app.get(CATALOGUE_CHANGES_PATH, (request, reply) => {
    if (documentServerSecret && !isFromDocumentServer(request.headers, documentServerSecret)) {
      return reply.code(403).send({ error: 'Only the document servers follow the catalogue changes.' });
    }
    if (followers.size >= MAX_FOLLOWERS) return reply.code(503).send({ error: 'Too many followers.' });
    void reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx passes each event on as it comes instead of buffering the stream.
      'x-accel-buffering': 'no',
    });
    // A follower that connects has missed whatever came before: it starts from a change.
    stream.write('retry: 1000\nevent: change\ndata: {}\n\n');
    const heartbeat = setInterval(() => stream.write(': still here\n\n'), HEARTBEAT_MS).unref();
    followers.add(stream);
    own.add(stream);
    request.raw.socket.once('close', () => {
      clearInterval(heartbeat);
      followers.delete(stream);
      own.delete(stream);
    });
  });
  app.addHook('preClose', async () => {
    for (const stream of own) stream.end();
  });
}
