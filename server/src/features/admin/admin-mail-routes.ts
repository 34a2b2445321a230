import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listMailOutboxRoute, retryMailRoute, type UndeliveredMail } from '@mitti/shared/contracts';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { isoTimestamp } from '../../lib/timestamp';
import {
  mailCatalogue,
  mailSubject,
  STUDIO_RECIPIENT,
  type InLanguage,
  type MailData,
  type MailKind,
} from '../mail/mail-catalogue';
import { headerText } from '../mail/mail-headers';
import { sendMailJob } from '../mail/mail-queue';

interface FailedRow {
  id: string;
  kind: MailKind;
  recipient: string;
  data: MailData[MailKind] & InLanguage;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  failed_at: Date | string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIST_LIMIT = 100;

function toUndelivered<K extends MailKind>(
  row: FailedRow & { kind: K; data: MailData[K] & InLanguage },
): UndeliveredMail {
  const definition = mailCatalogue[row.kind];
  return {
    id: row.id,
    label: definition.label,
    // As it was sent: in the shopper's language.
    subject: headerText(mailSubject(row.kind, row.recipient, row.data)),
    recipient: row.recipient === STUDIO_RECIPIENT ? 'the studio' : row.recipient,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: isoTimestamp(row.created_at),
    failedAt: isoTimestamp(row.failed_at),
  };
}

/** The owner's E-mail page (decision 040): messages that could not be sent, and Retry. */
export const adminMailRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/api/admin/mail', { schema: listMailOutboxRoute }, async () => {
    const rows = await db.query<FailedRow>(
      `SELECT id, kind, recipient, data, attempts, last_error, created_at, failed_at FROM mail_messages
        WHERE status = 'failed' ORDER BY failed_at DESC, id LIMIT $1`,
      [LIST_LIMIT],
    );
    const [waiting] = await db.query<{ count: number | string }>(
      `SELECT count(*) AS count FROM mail_messages WHERE status = 'queued'`,
    );
    return { undelivered: rows.map(toUndelivered), waiting: Number(waiting?.count ?? 0) };
  });

  app.post('/api/admin/mail/:id/retry', { schema: retryMailRoute }, async (request) => {
    const { id } = request.params;
    if (!uuid.test(id)) throw new HttpError(404, 'Message not found');
    return db.transaction(async (tx) => {
      // Only a failed message goes back in the queue, and only once however often Retry is pressed.
      const [row] = await tx.query<{ id: string }>(
        `UPDATE mail_messages SET status = 'queued', failed_at = NULL, attempts = 0
          WHERE id = $1 AND status = 'failed' RETURNING id`,
        [id],
      );
      if (!row) {
        const [other] = await tx.query<{ status: string }>('SELECT status FROM mail_messages WHERE id = $1', [id]);
        if (!other) throw new HttpError(404, 'Message not found');
        throw new HttpError(409, `This message is ${other.status === 'sent' ? 'already sent' : 'already queued'}.`);
      }
      await sendMailJob(tx, row.id);
      return { id: row.id, status: 'queued' as const };
    });
  });
};
