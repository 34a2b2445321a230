import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { errorResponses } from '../../lib/error-schema';
import { HttpError } from '../../lib/http-error';

interface MessageRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: Date | string;
  handled_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const toMessage = (row: MessageRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  createdAt: iso(row.created_at),
  handledAt: row.handled_at ? iso(row.handled_at) : null,
});

const messageSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: ['string', 'null'] },
    message: { type: 'string' },
    createdAt: { type: 'string' },
    handledAt: { type: ['string', 'null'] },
  },
} as const;

const PAGE_SIZE = 50;
const uuid = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const columns = 'id, name, email, phone, message, created_at, handled_at';

/** The contact form's messages: open ones first (oldest waiting longest on top), then handled, newest first. */
export const adminMessageRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Querystring: { page?: string } }>(
    '/api/admin/messages',
    {
      schema: {
        querystring: { type: 'object', properties: { page: { type: 'string', pattern: '^[1-9]\\d{0,5}$' } } },
        response: {
          200: {
            type: 'object',
            properties: {
              messages: { type: 'array', items: messageSchema },
              total: { type: 'integer' },
              open: { type: 'integer' },
              page: { type: 'integer' },
              pageSize: { type: 'integer' },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
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
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/admin/messages/:id/handled',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } },
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (!new RegExp(uuid).test(request.params.id)) throw new HttpError(404, 'Message not found');
      // Marking twice keeps the first time.
      const [row] = await db.query<MessageRow>(
        `UPDATE contacts SET handled_at = coalesce(handled_at, now()) WHERE id = $1 RETURNING ${columns}`,
        [request.params.id],
      );
      if (!row) throw new HttpError(404, 'Message not found');
      return toMessage(row);
    },
  );
};
