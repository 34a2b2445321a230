import type { Language } from '@mitti/shared/i18n';
import type { Database, Queryable } from '../../db/database';
import { queueNewsletterConfirmation, queueNewsletterWelcome } from '../mail/mail-events';
import { inboxOf } from './newsletter-schema';

/**
 * How long before an inbox may be sent a confirmation link again (a second tap sends none), whichever of its
 * addresses (`name+1@`, `name+2@`, inboxOf) asked.
 */
export const RESEND_CONFIRMATION_MINUTES = 10;
/** The most confirmation links one inbox is sent in a day, however many of its addresses sign up. */
export const CONFIRMATIONS_PER_INBOX_PER_DAY = 3;

export interface NewsletterRepository {
  /**
   * Signs the address up, pending until it follows the link mailed to it (double opt-in). Says nothing about
   * what was there before: a confirmed subscriber gets no mail, a pending one gets the link again, one who
   * unsubscribed starts again with a new link; an inbox is sent a link at most once per
   * RESEND_CONFIRMATION_MINUTES and CONFIRMATIONS_PER_INBOX_PER_DAY times a day (a new address is kept, pending).
   * The link, and the welcome after it, are written in `language`, the sign-up's page's (decision 106).
   */
  subscribe(email: string, language?: Language): Promise<void>;
  /** Confirms the sign-up the token belongs to (welcome mail the first time); false for an unknown token. */
  confirm(token: string): Promise<boolean>;
  /** Ends the subscription the token belongs to, pending or confirmed; false for an unknown token. */
  unsubscribe(token: string): Promise<boolean>;
  /** The language the address signed up in (its links' pages speak it); null for an unknown token. */
  languageOf(token: string): Promise<Language | null>;
}

interface SubscriberRow {
  email: string;
  token: string;
  confirmed_at: Date | string | null;
  unsubscribed_at: Date | string | null;
  confirmation_due: boolean;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createNewsletterRepository(db: Database): NewsletterRepository {
  return {
    subscribe: (email, language = 'en') =>
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO newsletter_subscribers (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [
          email,
        ]);
        // The row lock makes concurrent sign-ups of one address send one link.
        const [row] = await tx.query<SubscriberRow>(
          `SELECT email, token, confirmed_at, unsubscribed_at,
                  coalesce(confirmation_sent_at < now() - make_interval(mins => $2), true) AS confirmation_due
             FROM newsletter_subscribers WHERE email = $1 FOR UPDATE`,
          [email, RESEND_CONFIRMATION_MINUTES],
        );
        if (!row || (row.confirmed_at && !row.unsubscribed_at)) return;
        if (!row.unsubscribed_at && !row.confirmation_due) return;
        if (!(await inboxMaySendConfirmation(tx, inboxOf(email)))) return;
        // One who unsubscribed signs up afresh: a new token, so the old links no longer work.
        const [sent] = await tx.query<{ token: string; sent_at: Date | string }>(
          `UPDATE newsletter_subscribers
              SET confirmation_sent_at = now(),
                  token = CASE WHEN unsubscribed_at IS NULL THEN token ELSE gen_random_uuid() END,
                  subscribed_at = CASE WHEN unsubscribed_at IS NULL THEN subscribed_at ELSE now() END,
                  confirmed_at = CASE WHEN unsubscribed_at IS NULL THEN confirmed_at END,
                  unsubscribed_at = NULL,
                  language = $2
            WHERE email = $1 RETURNING token, confirmation_sent_at AS sent_at`,
          [email, language],
        );
        await queueNewsletterConfirmation(
          tx,
          { email, token: sent!.token, language },
          new Date(sent!.sent_at).toISOString(),
        );
      }),

    confirm: (token) =>
      db.transaction(async (tx) => {
        if (!uuidPattern.test(token)) return false;
        const [confirmed] = await tx.query<{ email: string; token: string; language: Language }>(
          `UPDATE newsletter_subscribers SET confirmed_at = now()
            WHERE token = $1 AND confirmed_at IS NULL AND unsubscribed_at IS NULL RETURNING email, token, language`,
          [token],
        );
        if (confirmed) await queueNewsletterWelcome(tx, confirmed);
        if (confirmed) return true;
        const known = await tx.query(
          'SELECT 1 FROM newsletter_subscribers WHERE token = $1 AND unsubscribed_at IS NULL',
          [token],
        );
        return known.length > 0;
      }),

    async languageOf(token) {
      if (!uuidPattern.test(token)) return null;
      const [row] = await db.query<{ language: Language }>(
        'SELECT language FROM newsletter_subscribers WHERE token = $1',
        [token],
      );
      return row?.language ?? null;
    },

    async unsubscribe(token) {
      if (!uuidPattern.test(token)) return false;
      const rows = await db.query(
        'UPDATE newsletter_subscribers SET unsubscribed_at = coalesce(unsubscribed_at, now()) WHERE token = $1 RETURNING 1',
        [token],
      );
      return rows.length > 0;
    },
  };
}

/**
 * True, and counted, when the inbox has been sent fewer than CONFIRMATIONS_PER_INBOX_PER_DAY links in the last day
 * and none in the last RESEND_CONFIRMATION_MINUTES. The inbox's rows are locked first, so two sign-ups of its
 * variants at once send one link.
 */
async function inboxMaySendConfirmation(tx: Queryable, inbox: string): Promise<boolean> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`newsletter-inbox:${inbox}`]);
  await tx.query(`DELETE FROM newsletter_confirmations WHERE inbox = $1 AND sent_at < now() - interval '1 day'`, [
    inbox,
  ]);
  const [sent] = await tx.query<{ today: number; recent: number }>(
    `SELECT count(*)::int AS today,
            count(*) FILTER (WHERE sent_at > now() - make_interval(mins => $2))::int AS recent
       FROM newsletter_confirmations WHERE inbox = $1`,
    [inbox, RESEND_CONFIRMATION_MINUTES],
  );
  if (sent!.today >= CONFIRMATIONS_PER_INBOX_PER_DAY || sent!.recent > 0) return false;
  await tx.query('INSERT INTO newsletter_confirmations (inbox) VALUES ($1)', [inbox]);
  return true;
}
