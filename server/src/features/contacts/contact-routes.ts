import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { errorResponses } from '../../lib/error-schema';
import { HttpError } from '../../lib/http-error';
import { validateContact, type ContactInput } from './contact-validation';

export interface ContactRoutesOptions {
  db: Database;
}

const contactBodySchema = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 200 },
    email: { type: 'string', maxLength: 320 },
    phone: { type: 'string', maxLength: 40 },
    message: { type: 'string', maxLength: 5000 },
  },
} as const;

const contactResponseSchema = {
  type: 'object',
  required: ['id', 'timestamp'],
  properties: { id: { type: 'string' }, timestamp: { type: 'string', format: 'date-time' } },
} as const;

/** POST /api/contacts: the contact form, open to everyone and add-only; the server stamps the time. */
export async function contactRoutes(app: FastifyInstance, { db }: ContactRoutesOptions) {
  app.post<{ Body: ContactInput }>(
    '/api/contacts',
    { schema: { body: contactBodySchema, response: { 201: contactResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      const result = validateContact(request.body ?? {});
      if ('error' in result) throw new HttpError(400, result.error);
      const { name, email, phone, message } = result.message;
      const [row] = await db.query<{ id: string; created_at: Date }>(
        'INSERT INTO contacts (name, email, phone, message) VALUES ($1, $2, $3, $4) RETURNING id, created_at',
        [name, email, phone, message],
      );
      return reply.code(201).send({ id: row!.id, timestamp: new Date(row!.created_at).toISOString() });
    },
  );
}
