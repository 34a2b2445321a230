import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerAction } from './form-actions';
import type { Deployed } from './deployment';
import { apiHeadersFor } from './shopper-headers';

/**
 * The link into the cart (`/cart/add?lines=id:qty,...`, decision 066): the catalogue embedded on a partner's
 * site leads its visitors here, so unlike the forms it is a GET that any site may link to. What keeps that
 * safe: the cart's team answers it (mf-checkout's `cartLink`) by the cart's own rules, so adding pieces the
 * shop sells, within their stock and the cart cookie's size, at most CART_LINK_MAX_LINES lines (@mitti/shared/forms), is all it can
 * do (never an order, a payment or a removal); the cookies are SameSite=Lax, so only a link the shopper
 * follows (a top-level navigation) carries or sets them; and this handler answers only that: a fetch, an
 * image, a frame, a prefetch or a HEAD changes nothing. The shopper is sent on to /cart (303), which says what
 * was added and why a line was not.
 */

export const LINK_NOT_FOLLOWED_MESSAGE = 'This link adds to your Mitti Studio cart only when you open it.';

/** The browser says the request is a speculative load (a prefetch or prerender), not the shopper's own. */
function isSpeculative(request: FastifyRequest): boolean {
  const purpose = [request.headers['sec-purpose'], request.headers['purpose'], request.headers['x-moz']]
    .map((value) => String(value ?? '').toLowerCase())
    .join(' ');
  return /prefetch|prerender/.test(purpose);
}

/** A page opened in the tab (a link followed, an address typed): what the browser's Fetch Metadata says, when it says. */
function isOpenedAsPage(request: FastifyRequest): boolean {
  const mode = request.headers['sec-fetch-mode'];
  const dest = request.headers['sec-fetch-dest'];
  return (mode === undefined || mode === 'navigate') && (dest === undefined || dest === 'document');
}

/** `documentServerSecret`: signs the shopper's address on the link's API calls (decision 065); null: none. */
export function createCartLinkHandler(deployment: () => Deployed, documentServerSecret: string | null = null) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    reply.header('cache-control', 'no-store');
    // A HEAD (a link checker) learns where the link goes, and changes nothing.
    if (request.method === 'HEAD') return reply.code(303).header('location', '/cart').send();
    if (isSpeculative(request) || !isOpenedAsPage(request)) {
      return reply.code(403).type('text/plain; charset=utf-8').send(LINK_NOT_FOLLOWED_MESSAGE);
    }
    const form = new URL(request.url, 'http://localhost').searchParams;
    return answerAction(request, reply, deployment, {
      form,
      back: '/cart',
      apiHeaders: apiHeadersFor(request, documentServerSecret),
      whenNone: (none) => none.code(404).type('text/plain; charset=utf-8').send('Not found'),
    });
  };
}
