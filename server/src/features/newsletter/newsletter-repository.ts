import type { Database } from '../../db/database';

export interface NewsletterRepository {
  /** Adds the address unless it is already subscribed; true when it was new. */
  subscribe(email: string): Promise<boolean>;
  isSubscribed(email: string): Promise<boolean>;
}

export function createNewsletterRepository(db: Database): NewsletterRepository {
  return {
    async subscribe(email) {
      const rows = await db.query<{ email: string }>(
        'INSERT INTO newsletter_subscribers (email) VALUES ($1) ON CONFLICT (email) DO NOTHING RETURNING email',
        [email],
      );
      return rows.length > 0;
    },
    async isSubscribed(email) {
      const rows = await db.query('SELECT 1 FROM newsletter_subscribers WHERE email = $1', [email]);
      return rows.length > 0;
    },
  };
}
