import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { createNewsletterRepository } from './newsletter-repository';
import { INVALID_EMAIL_MESSAGE, SUBSCRIBED_MESSAGE, normaliseEmail, subscribeSchema } from './newsletter-schema';

export interface NewsletterRoutesOptions {
  db: Database;
}

/**
 * POST /api/newsletter: open to everyone. Subscribing an address twice answers exactly like the first
 * time (200, same message), so the endpoint never reveals whether someone is already on the list.
 */
export const newsletterRoutes: FastifyPluginAsync<NewsletterRoutesOptions> = async (app, { db }) => {
  const subscribers = createNewsletterRepository(db);

  app.post<{ Body: { email: string } }>(
    '/api/newsletter',
    { schema: subscribeSchema, attachValidation: true },
    async (request) => {
      const email = request.validationError ? null : normaliseEmail(request.body.email);
      if (!email) throw new HttpError(400, INVALID_EMAIL_MESSAGE);
      await subscribers.subscribe(email);
      return { message: SUBSCRIBED_MESSAGE };
    },
  );
};
