import { randomUUID } from 'node:crypto';
import type { Language } from '@mitti/shared/i18n';
import type { Database, Queryable } from '../../db/database';
import { queueAuthLinkMail } from '../mail/mail-events';
import { inboxOf } from '../newsletter/newsletter-schema';

export type AuthMailKind = 'password-reset' | 'sign-in-link';

/** How long before an inbox may be sent another link of a kind, whichever of its addresses (inboxOf) asked. */
export const AUTH_MAIL_RESEND_MINUTES = 2;
/** The most links of a kind one inbox is sent in a day, however many of its addresses ask. */
export const AUTH_MAILS_PER_INBOX_PER_DAY = 5;

export interface AuthMailRepository {
  /** False when the address's inbox has had its links of this kind for now (nothing is counted). */
  mayMail(kind: AuthMailKind, email: string): Promise<boolean>;
  /**
   * Queues the mail with the link (durable, retried: decision 040) and counts it against the inbox, unless a
   * request of the same inbox got there first; says whether it was queued.
   */
  queue(kind: AuthMailKind, email: string, link: string, language?: Language): Promise<boolean>;
}

export function createAuthMailRepository(db: Database): AuthMailRepository {
  return {
    mayMail: (kind, email) => inboxMayBeMailed(db, kind, inboxOf(email)),
    queue: (kind, email, link, language = 'en') =>
      db.transaction(async (tx) => {
        const inbox = inboxOf(email);
        // Two requests of one inbox's addresses at once: the second waits here, then finds the first's mail.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`auth-mail:${kind}:${inbox}`]);
        await tx.query(`DELETE FROM auth_mails_sent WHERE inbox = $1 AND sent_at < now() - interval '1 day'`, [inbox]);
        if (!(await inboxMayBeMailed(tx, kind, inbox))) return false;
        await tx.query('INSERT INTO auth_mails_sent (inbox, kind) VALUES ($1, $2)', [inbox, kind]);
        await queueAuthLinkMail(tx, { kind, requestId: randomUUID(), email, link, language });
        return true;
      }),
  };
}

/** Fewer than AUTH_MAILS_PER_INBOX_PER_DAY links of the kind in the last day, and none in the last few minutes. */
async function inboxMayBeMailed(db: Queryable, kind: AuthMailKind, inbox: string): Promise<boolean> {
  const [sent] = await db.query<{ today: number; recent: number }>(
    `SELECT count(*)::int AS today,
            count(*) FILTER (WHERE sent_at > now() - make_interval(mins => $3))::int AS recent
       FROM auth_mails_sent WHERE inbox = $1 AND kind = $2 AND sent_at > now() - interval '1 day'`,
    [inbox, kind, AUTH_MAIL_RESEND_MINUTES],
  );
  return sent!.today < AUTH_MAILS_PER_INBOX_PER_DAY && sent!.recent === 0;
}
