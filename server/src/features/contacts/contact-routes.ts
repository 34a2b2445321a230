import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createContactRoute } from '@mitti/shared/contracts';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { validateContact } from './contact-validation';

export interface ContactRoutesOptions {
  db: Database;
}

/** POST /api/contacts: the contact form, open to everyone and add-only; the server stamps the time. */
export const contactRoutes: FastifyPluginAsyncTypebox<ContactRoutesOptions> = async (app, { db }) => {
  app.post('/api/contacts', { schema: createContactRoute }, async (request, reply) => {
    const result = validateContact(request.body ?? {});
    if ('error' in result) throw new HttpError(400, result.error);
    const { name, email, phone, message } = result.message;
    const [row] = await db.query<{ id: string; created_at: Date }>(
      'INSERT INTO contacts (name, email, phone, message) VALUES ($1, $2, $3, $4) RETURNING id, created_at',
      [name, email, phone, message],
    );
    return reply.code(201).send({ id: row!.id, timestamp: new Date(row!.created_at).toISOString() });
  });
};
