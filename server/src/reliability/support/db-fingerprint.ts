import type { Queryable } from '../../db/database';

/** Every table a write route can touch. */
const TABLES = [
  'orders',
  'payments',
  'webhook_events',
  'idempotency_keys',
  'contacts',
  'newsletter_subscribers',
  // A refused write queues no message either.
  'mail_messages',
  'user_documents',
  'products',
  'workshops',
] as const;

/**
 * Row counts plus an md5 over each table's rows in a fixed order: two equal fingerprints mean no write
 * happened (stock, seats, orders, documents, subscriptions all included).
 */
export async function fingerprint(db: Queryable): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await db.query<{ n: number; sum: string | null }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM ${table} t`,
    );
    result[table] = `${row?.n}:${row?.sum}`;
  }
  return result;
}
