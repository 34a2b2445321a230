import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listSubscribersRoute, subscribersCsvRoute } from '@mitti/shared/contracts';
import type { Database } from '../../db/database';
import { isoTimestamp } from '../../lib/timestamp';

interface SubscriberRow {
  email: string;
  subscribed_at: Date | string;
}

/**
 * A CSV field: quoted when it holds a comma, quote or line break, and a leading =, +, - or @ defused with an
 * apostrophe so a spreadsheet never runs a subscriber's "e-mail" as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The newsletter's confirmed subscribers, newest first, as JSON for the page and as a CSV download. */
export const adminSubscriberRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  // Only confirmed sign-ups that have not unsubscribed count (double opt-in, decision 040); one is subscribed
  // from the moment it confirmed.
  const list = () =>
    db.query<SubscriberRow>(
      `SELECT email, confirmed_at AS subscribed_at FROM newsletter_subscribers
        WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL
        ORDER BY confirmed_at DESC, email`,
    );

  app.get('/api/admin/subscribers', { schema: listSubscribersRoute }, async () => {
    const rows = await list();
    return {
      subscribers: rows.map((row) => ({ email: row.email, subscribedAt: isoTimestamp(row.subscribed_at) })),
      total: rows.length,
    };
  });

  app.get('/api/admin/subscribers.csv', { schema: subscribersCsvRoute }, async (_request, reply) => {
    const rows = await list();
    const lines = [
      'email,subscribed_at',
      ...rows.map((row) => `${csvField(row.email)},${isoTimestamp(row.subscribed_at)}`),
    ];
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="mitti-subscribers-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(`${lines.join('\r\n')}\r\n`);
  });
};
