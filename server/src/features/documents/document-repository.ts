import type { Database } from '../../db/database';
import type { CartDocument, UserCollection } from '@mitti/shared/contracts';
import { cartAsSaved, lockCart } from './paid-orders-in-cart';

export type DocumentData = Record<string, unknown>;

interface DocumentRow {
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

const toDocument = (row: DocumentRow): StoredDocument => ({
  data: row.data,
  createdAt: new Date(row.created_at),
  lastLogin: row.last_login ? new Date(row.last_login) : null,
});

const RETURNING = 'RETURNING data, created_at, last_login, (xmax = 0) AS created';

/** users/carts/wishlists documents keyed by (collection, uid); every statement is a single atomic upsert. */
export function createDocumentRepository(db: Database) {
  async function find(collection: UserCollection, uid: string): Promise<StoredDocument | null> {
    const [row] = await db.query<DocumentRow>(
      'SELECT data, created_at, last_login FROM user_documents WHERE collection = $1 AND uid = $2',
      [collection, uid],
    );
    return row ? toDocument(row) : null;
  }

  return {
    find,

    /** Creates or replaces the document; createdAt is set once, on create (users also get lastLogin then). */
    async replace(collection: UserCollection, uid: string, data: DocumentData) {
      const [row] = await db.query<DocumentRow>(
        `INSERT INTO user_documents (collection, uid, data, last_login)
         VALUES ($1, $2, $3::jsonb, CASE WHEN $1 = 'users' THEN now() END)
         ON CONFLICT (collection, uid) DO UPDATE SET data = EXCLUDED.data, updated_at = now()
         ${RETURNING}`,
        [collection, uid, JSON.stringify(data)],
      );
      return { document: toDocument(row!), created: row!.created === true };
    },

    /** Merges top-level fields into an existing document; null when there is none. */
    async merge(collection: UserCollection, uid: string, data: DocumentData): Promise<StoredDocument | null> {
      const [row] = await db.query<DocumentRow>(
        `UPDATE user_documents SET data = data || $3::jsonb, updated_at = now()
         WHERE collection = $1 AND uid = $2
         RETURNING data, created_at, last_login`,
        [collection, uid, JSON.stringify(data)],
      );
      return row ? toDocument(row) : null;
    },

    /**
     * A shopper's save of their cart, whole (`replace`) or some fields (`merge`, null when there is no cart):
     * the pieces of an order paid since the saving tab read the cart stay out of it (decision 063).
     */
    async saveCart(uid: string, save: Partial<CartDocument>, mode: 'replace' | 'merge') {
      return db.transaction(async (tx) => {
        const stored = await lockCart(tx, uid);
        if (!stored && mode === 'merge') return null;
        const [row] = await tx.query<DocumentRow>(
          `INSERT INTO user_documents (collection, uid, data) VALUES ('carts', $1, $2::jsonb)
           ON CONFLICT (collection, uid) DO UPDATE SET data = EXCLUDED.data, updated_at = now()
           ${RETURNING}`,
          [uid, JSON.stringify(cartAsSaved(stored, save))],
        );
        return { document: toDocument(row!), created: row!.created === true };
      });
    },

    /**
     * The document, created with `data` when missing (SPEC: loading a signed-in user's cart creates an empty
     * document if none exists). A concurrent first load that inserts first is read back, never overwritten.
     */
    async findOrCreate(collection: UserCollection, uid: string, data: DocumentData) {
      const existing = await find(collection, uid);
      if (existing) return { document: existing, created: false };
      const [row] = await db.query<DocumentRow>(
        `INSERT INTO user_documents (collection, uid, data) VALUES ($1, $2, $3::jsonb)
         ON CONFLICT (collection, uid) DO NOTHING
         RETURNING data, created_at, last_login`,
        [collection, uid, JSON.stringify(data)],
      );
      if (row) return { document: toDocument(row), created: true };
      return { document: (await find(collection, uid))!, created: false };
    },

    /** One atomic upsert: a missing profile is created (createdAt, lastLogin), else only lastLogin moves. */
    async recordLogin(uid: string, profile: { displayName: string; email: string }) {
      const [row] = await db.query<DocumentRow>(
        `INSERT INTO user_documents (collection, uid, data, last_login)
         VALUES ('users', $1, $2::jsonb, now())
         ON CONFLICT (collection, uid) DO UPDATE SET last_login = now(), updated_at = now()
         ${RETURNING}`,
        [uid, JSON.stringify(profile)],
      );
      return { document: toDocument(row!), created: row!.created === true };
    },
  };
}

export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
