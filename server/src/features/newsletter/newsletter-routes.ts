import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { subscribeRoute } from '@mitti/shared/contracts';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { createNewsletterRepository } from './newsletter-repository';
import { INVALID_EMAIL_MESSAGE, SUBSCRIBED_MESSAGE, normaliseEmail } from './newsletter-schema';

export interface NewsletterRoutesOptions {
  db: Database;
}

/**
 * POST /api/newsletter: open to everyone. Subscribing an address twice answers exactly like the first
 * time (200, same message), so the endpoint never reveals whether someone is already on the list.
 */
export const newsletterRoutes: FastifyPluginAsyncTypebox<NewsletterRoutesOptions> = async (app, { db }) => {
  const subscribers = createNewsletterRepository(db);

  app.post(
    '/api/newsletter',
    // Validation failures are answered with the one shopper-facing message.
    { schema: subscribeRoute, attachValidation: true },
    async (request) => {
      const email = request.validationError ? null : normaliseEmail(request.body.email);
      if (!email) throw new HttpError(400, INVALID_EMAIL_MESSAGE);
      await subscribers.subscribe(email);
      return { message: SUBSCRIBED_MESSAGE };
    },
  );
};
