import type { Queryable } from './database';

/** The tables whose version the catalogue caches check (lib/versioned-cache.ts). */
export type VersionedTable = 'products' | 'workshops' | 'product_reviews';

/**
 * Changes whenever any row of the table is written, whoever writes it: every UPDATE/INSERT/DELETE gives a
 * row a new `xmin` (the writing transaction's id), so count + sum of xmin moves. Cheap at catalogue size; no
 * trigger needed. Compared, never parsed.
 */
export async function tableVersion(db: Queryable, table: VersionedTable): Promise<string> {
  const [row] = await db.query<{ n: string; x: string }>(
    `SELECT count(*)::text AS n, coalesce(sum(xmin::text::bigint), 0)::text AS x FROM ${table}`,
  );
  return `${row?.n}:${row?.x}`;
}
