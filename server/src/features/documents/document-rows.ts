import type { UserCollection } from '@mitti/shared/contracts';
import type { Queryable } from '../../db/database';

export type DocumentData = Record<string, unknown>;

export interface DocumentRow {
  data: DocumentData;
  created_at: Date;
  last_login: Date | null;
  created?: boolean;
}

export interface StoredDocument {
  data: DocumentData;
  createdAt: Date;
  lastLogin: Date | null;
}

export const toDocument = (row: DocumentRow): StoredDocument => ({
  data: row.data,
  createdAt: new Date(row.created_at),
  lastLogin: row.last_login ? new Date(row.last_login) : null,
});

export const RETURNING = 'RETURNING data, created_at, last_login, (xmax = 0) AS created';

/**
 * Creates or replaces a document in one atomic upsert; createdAt is set once, on create (users also get
 * lastLogin then). `created` tells which it was.
 */
export async function upsertDocument(q: Queryable, collection: UserCollection, uid: string, data: DocumentData) {
  const [row] = await q.query<DocumentRow>(
    `INSERT INTO user_documents (collection, uid, data, last_login)
     VALUES ($1, $2, $3::jsonb, CASE WHEN $1 = 'users' THEN now() END)
     ON CONFLICT (collection, uid) DO UPDATE SET data = EXCLUDED.data, updated_at = now()
     ${RETURNING}`,
    [collection, uid, JSON.stringify(data)],
  );
  return { document: toDocument(row!), created: row!.created === true };
}
