import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestLanguage } from '../../lib/request-language';
import { subscribeRoute } from '@mitti/shared/contracts';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { newsletterLinkRoutes } from './newsletter-link-routes';
import { createNewsletterRepository } from './newsletter-repository';
import { INVALID_EMAIL_MESSAGE, SUBSCRIBED_MESSAGE, normaliseEmail } from './newsletter-schema';

export interface NewsletterRoutesOptions {
  db: Database;
  /** The storefront, which the newsletter's pages link back to. */
  shopUrl: string;
}

/**
 * POST /api/newsletter: open to everyone. The address is mailed a confirmation link and counts as subscribed
 * once it follows it (double opt-in, `newsletter-link-routes.ts`). Subscribing an address twice answers exactly
 * like the first time (200, same message), so the endpoint never reveals whether someone is already on the list.
 */
export const newsletterRoutes: FastifyPluginAsyncTypebox<NewsletterRoutesOptions> = async (app, { db, shopUrl }) => {
  const subscribers = createNewsletterRepository(db);
  await app.register(newsletterLinkRoutes, { db, shopUrl });

  app.post(
    '/api/newsletter',
    // Validation failures are answered with the one shopper-facing message.
    { schema: subscribeRoute, attachValidation: true },
    async (request) => {
      const email = request.validationError ? null : normaliseEmail(request.body.email);
      if (!email) throw new HttpError(400, INVALID_EMAIL_MESSAGE);
      await subscribers.subscribe(email, requestLanguage(request.headers));
      return { message: SUBSCRIBED_MESSAGE };
    },
  );
};
