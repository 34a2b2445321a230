import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../../db/database';
import { renderNewsletterPage, type NewsletterPage } from './newsletter-pages';
import { createNewsletterRepository } from './newsletter-repository';

const tokenQuery = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 100 } },
} as const;
type TokenRequest = { Querystring: { token?: string } };

const UNKNOWN = {
  title: 'This link no longer works',
  text: 'It may be old or mistyped. Sign up again from the box at the foot of any page of the shop.',
};

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
  const page = (reply: FastifyReply, status: number, content: Omit<NewsletterPage, 'shopUrl'>) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
      )
      .send(renderNewsletterPage({ ...content, shopUrl }));

  app.get<TokenRequest>('/newsletter/confirm', { schema: { querystring: tokenQuery } }, (_request, reply) =>
    page(reply, 200, {
      title: 'Confirm your subscription',
      text: "Receive Mitti Studio's newsletter at this address: new pieces, workshop dates and stories from the studio.",
      button: 'Yes, subscribe me',
    }),
  );
  app.post<TokenRequest>('/newsletter/confirm', { schema: { querystring: tokenQuery } }, async (request, reply) =>
    (await subscribers.confirm(request.query.token ?? ''))
      ? page(reply, 200, {
          title: "You're subscribed",
          text: 'Thank you for confirming. You will hear from us when new pieces and workshop dates are ready.',
        })
      : page(reply, 404, UNKNOWN),
  );

  app.get<TokenRequest>('/newsletter/unsubscribe', { schema: { querystring: tokenQuery } }, (_request, reply) =>
    page(reply, 200, {
      title: 'Unsubscribe',
      text: "Stop receiving Mitti Studio's newsletter at this address.",
      button: 'Unsubscribe',
    }),
  );
  app.post<TokenRequest>('/newsletter/unsubscribe', { schema: { querystring: tokenQuery } }, async (request, reply) =>
    (await subscribers.unsubscribe(request.query.token ?? ''))
      ? page(reply, 200, {
          title: "You're unsubscribed",
          text: 'This address will receive no more newsletters from us. You can sign up again at any time.',
        })
      : page(reply, 404, UNKNOWN),
  );
};
