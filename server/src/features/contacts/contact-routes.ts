import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestLanguage } from '../../lib/request-language';
import { createContactRoute } from '@mitti/shared/contracts';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { isoTimestamp } from '../../lib/timestamp';
import { queueContactMails } from '../mail/mail-events';
import { validateContact } from './contact-validation';

/** How long the same message from the same address counts as the same message sent again. */
const REPEAT_WINDOW_MINUTES = 10;

export interface ContactRoutesOptions {
  db: Database;
}

/**
 * POST /api/contacts: the contact form, open to everyone and add-only; the server stamps the time. The message
 * goes to the studio's mailbox (Reply-To the shopper) and the shopper gets an acknowledgement, both queued with it.
 */
export const contactRoutes: FastifyPluginAsyncTypebox<ContactRoutesOptions> = async (app, { db }) => {
  app.post('/api/contacts', { schema: createContactRoute }, async (request, reply) => {
    const result = validateContact(request.body ?? {});
    if ('error' in result) throw new HttpError(400, result.error);
    const { name, email, phone, message } = result.message;
    const row = await db.transaction(async (tx) => {
      // A form sent again (a double tap, a browser retrying the post) is the same message: answered with the
      // first one's receipt, and nothing is stored or mailed twice.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contact:${email}\n${message}`]);
      const [repeated] = await tx.query<{ id: string; created_at: Date }>(
        `SELECT id, created_at FROM contacts
          WHERE email = $1 AND message = $2 AND name = $3 AND phone IS NOT DISTINCT FROM $4
            AND created_at > now() - make_interval(mins => $5)
          ORDER BY created_at LIMIT 1`,
        [email, message, name, phone, REPEAT_WINDOW_MINUTES],
      );
      if (repeated) return { id: repeated.id, timestamp: isoTimestamp(repeated.created_at) };
      const [inserted] = await tx.query<{ id: string; created_at: Date }>(
        'INSERT INTO contacts (name, email, phone, message) VALUES ($1, $2, $3, $4) RETURNING id, created_at',
        [name, email, phone, message],
      );
      const receivedAt = isoTimestamp(inserted!.created_at);
      await queueContactMails(
        tx,
        inserted!.id,
        { name, email, phone, message, receivedAt },
        requestLanguage(request.headers),
      );
      return { id: inserted!.id, timestamp: receivedAt };
    });
    return reply.code(201).send(row);
  });
};
