import type { FastifyReply, FastifyRequest } from 'fastify';
import { RETURN_TO_FIELD, safeReturnPath, type Flash } from '@mitti/shared/forms';
import { languageOfPath } from '@mitti/shared/i18n';
import { SHOP_COOKIES, setCookieString } from '@mitti/shared/session';
import { withDeadline } from '@mitti/shared/deadline';
import type { Deployed } from './deployment';
import { apiHeadersFor } from './shopper-headers';

/**
 * The forms the shop's pages post before (or without) the app (decision 035): the shell's server bundle
 * hands each to the team that answers it (its route table), and the answer is a redirect back with what
 * happened (post/redirect/get). Only from the shop's own pages: a post whose Origin is another site's is
 * refused (the cookies are SameSite=Lax too), so no other site can change a shopper's cart.
 */

/** A form post is small; a larger body is refused with 413 before any handler runs. */
export const FORM_BODY_LIMIT = 64 * 1024;
const ACTION_TIMEOUT_MS = 10_000;

export const CROSS_SITE_MESSAGE = "This form can only be sent from Mitti Studio's own pages.";
const FAILED: Flash = { kind: 'error', text: 'Something went wrong. Please try again.' };

/** The post came from a page of this site: its Origin is this site's, or (no Origin) the browser says so. */
export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return request.headers['sec-fetch-site'] === 'same-origin';
  try {
    return new URL(origin).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

/** The JSON a flash cookie carries: only as much as fits a cookie (the typed fields go first when too long). */
export function flashCookieValue(flash: Flash): string {
  const json = JSON.stringify(flash);
  if (encodeURIComponent(json).length <= 3800) return json;
  return JSON.stringify({ ...flash, fields: undefined });
}

/**
 * Runs the shell's server bundle's `act` for `form` (posted fields, or a link's query) and answers as
 * post/redirect/get does: 303 to where the action says (a path of this site, else `back`), its cookies and
 * what happened in the flash cookie; a failed action sends the shopper to `back` with a plain message, never
 * a 5xx. Null from `act` (nothing answers that path) is a 405 for a form; `whenNone` answers it otherwise.
 */
export async function answerAction(
  request: FastifyRequest,
  reply: FastifyReply,
  deployment: () => Deployed,
  {
    form,
    back,
    whenNone,
    apiHeaders = {},
  }: {
    form: URLSearchParams;
    back: string;
    whenNone?: (reply: FastifyReply) => FastifyReply;
    /** Sent with the action's API calls: the shopper it answers for (shopper-headers.ts). */
    apiHeaders?: Readonly<Record<string, string>>;
  },
): Promise<FastifyReply> {
  const secure = request.protocol === 'https';
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const { bundle, site } = deployment();
  const module = bundle?.module;
  if (!module) return reply.code(503).type('text/plain; charset=utf-8').send('The shop is starting. Please try again.');
  let result;
  try {
    const { remotes, config } = site;
    // Given up at the deadline, the action's API calls are cancelled with it.
    result = await withDeadline(ACTION_TIMEOUT_MS, (signal) =>
      module.act({
        url: url.href,
        form,
        cookie: request.headers.cookie,
        remotes,
        apiBaseUrl: config.apiBaseUrl,
        secure,
        apiHeaders,
        signal,
      }),
    );
  } catch (error) {
    request.log.error({ err: error }, `the form posted to ${url.pathname} could not be answered`);
    result = { redirect: back, flash: FAILED };
  }
  if (!result) return whenNone ? whenNone(reply) : reply.code(405).header('allow', 'GET, HEAD').send();
  const cookies = [
    ...(result.cookies ?? []),
    ...(result.flash
      ? [setCookieString(SHOP_COOKIES.flash, flashCookieValue(result.flash), { secure, httpOnly: true, maxAgeS: 60 })]
      : []),
  ];
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.code(303).header('location', safeReturnPath(result.redirect, back)).send();
}

/**
 * The language of the page a form was posted from (its way back, which keeps the `/hi` prefix), as the API is
 * told it: the mails the action causes are written in it (decision 106), as when the app sends the form.
 */
export const pageLanguageHeaders = (back: string): Record<string, string> => ({
  'accept-language': languageOfPath(back.split(/[?#]/)[0] ?? '/').language,
});

/** `documentServerSecret`: signs the shopper's address on the actions' API calls (decision 065); null: none. */
export function createFormActionHandler(deployment: () => Deployed, documentServerSecret: string | null = null) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    reply.header('cache-control', 'no-store');
    if (!isSameOrigin(request)) return reply.code(403).type('text/plain; charset=utf-8').send(CROSS_SITE_MESSAGE);
    if (!(request.body instanceof URLSearchParams)) {
      return reply.code(415).type('text/plain; charset=utf-8').send('Send the form as a web page does.');
    }
    const form = request.body;
    const back = safeReturnPath(form.get(RETURN_TO_FIELD) ?? undefined);
    return answerAction(request, reply, deployment, {
      form,
      back,
      apiHeaders: { ...apiHeadersFor(request, documentServerSecret), ...pageLanguageHeaders(back) },
    });
  };
}
