import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../../db/database';
import { newsletterPageWords, type NewsletterPageWords } from './newsletter-page-words';
import { renderNewsletterPage } from './newsletter-pages';
import { createNewsletterRepository } from './newsletter-repository';

const tokenQuery = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 100 } },
} as const;
type TokenRequest = { Querystring: { token?: string } };

/**
 * The links in the newsletter's mails (decision 040): GET shows a page with a button, and only its POST acts, so
 * a mail scanner that opens links confirms or unsubscribes no one. POST /newsletter/unsubscribe is also the
 * one-click address of `List-Unsubscribe` (RFC 8058): a mail client posts `List-Unsubscribe=One-Click` to it.
 */
export const newsletterLinkRoutes: FastifyPluginAsync<{ db: Database; shopUrl: string }> = async (
  app,
  { db, shopUrl },
) => {
  const subscribers = createNewsletterRepository(db);
  // The page's form and a mail client's one-click post; the token is in the address, the body says nothing more.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );
  // Each page in the language the address signed up in (its mails' too, decision 106); English for a token unknown.
  const page = async (
    reply: FastifyReply,
    token: string | undefined,
    status: number,
    which: keyof Omit<NewsletterPageWords, 'backToShop'>,
  ) => {
    const language = (await subscribers.languageOf(token ?? '')) ?? 'en';
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
      )
      .send(renderNewsletterPage({ ...newsletterPageWords(language)[which], shopUrl, language }));
  };

  app.get<TokenRequest>('/newsletter/confirm', { schema: { querystring: tokenQuery } }, (request, reply) =>
    page(reply, request.query.token, 200, 'confirm'),
  );
  app.post<TokenRequest>('/newsletter/confirm', { schema: { querystring: tokenQuery } }, async (request, reply) =>
    (await subscribers.confirm(request.query.token ?? ''))
      ? page(reply, request.query.token, 200, 'confirmed')
      : page(reply, request.query.token, 404, 'unknown'),
  );

  app.get<TokenRequest>('/newsletter/unsubscribe', { schema: { querystring: tokenQuery } }, (request, reply) =>
    page(reply, request.query.token, 200, 'unsubscribe'),
  );
  app.post<TokenRequest>('/newsletter/unsubscribe', { schema: { querystring: tokenQuery } }, async (request, reply) =>
    (await subscribers.unsubscribe(request.query.token ?? ''))
      ? page(reply, request.query.token, 200, 'unsubscribed')
      : page(reply, request.query.token, 404, 'unknown'),
  );
};
