import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listMessagesRoute, markMessageHandledRoute, type ContactMessage } from '@mitti/shared/contracts';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { isoTimestamp } from '../../lib/timestamp';

interface MessageRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: Date | string;
  handled_at: Date | string | null;
}

const toMessage = (row: MessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  createdAt: isoTimestamp(row.created_at),
  handledAt: row.handled_at ? isoTimestamp(row.handled_at) : null,
});

const PAGE_SIZE = 50;
const uuid = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const columns = 'id, name, email, phone, message, created_at, handled_at';

/** The contact form's messages: open ones first (oldest waiting longest on top), then handled, newest first. */
export const adminMessageRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/api/admin/messages', { schema: listMessagesRoute }, async (request) => {
    const page = Number(request.query.page ?? '1');
    const [counts] = await db.query<{ total: string | number; open: string | number }>(
      'SELECT count(*) AS total, count(*) FILTER (WHERE handled_at IS NULL) AS open FROM contacts',
    );
    const rows = await db.query<MessageRow>(
      `SELECT ${columns} FROM contacts
          ORDER BY handled_at IS NOT NULL, CASE WHEN handled_at IS NULL THEN created_at END ASC, created_at DESC, id
          LIMIT $1 OFFSET $2`,
      [PAGE_SIZE, (page - 1) * PAGE_SIZE],
    );
    return {
      messages: rows.map(toMessage),
      total: Number(counts?.total ?? 0),
      open: Number(counts?.open ?? 0),
      page,
      pageSize: PAGE_SIZE,
    };
  });

  app.post('/api/admin/messages/:id/handled', { schema: markMessageHandledRoute }, async (request) => {
    if (!new RegExp(uuid).test(request.params.id)) throw new HttpError(404, 'Message not found');
    // Marking twice keeps the first time.
    const [row] = await db.query<MessageRow>(
      `UPDATE contacts SET handled_at = coalesce(handled_at, now()) WHERE id = $1 RETURNING ${columns}`,
      [request.params.id],
    );
    if (!row) throw new HttpError(404, 'Message not found');
    return toMessage(row);
  });
};
