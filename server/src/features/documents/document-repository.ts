import type { Database } from '../../db/database';
import type { CartDocument, UserCollection } from '@mitti/shared/contracts';
import {
  RETURNING,
  toDocument,
  upsertDocument,
  type DocumentData,
  type DocumentRow,
  type StoredDocument,
} from './document-rows';
import { cartAsSaved, lockCart } from './paid-orders-in-cart';

export type { DocumentData, StoredDocument };

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

    /**
     * Creates or replaces the document. A cart keeps out the pieces of an order paid since the saving tab read
     * it (decision 063).
     */
    async replace(collection: UserCollection, uid: string, data: DocumentData) {
      if (collection !== 'carts') return upsertDocument(db, collection, uid, data);
      return db.transaction(async (tx) =>
        upsertDocument(tx, 'carts', uid, cartAsSaved(await lockCart(tx, uid), data as Partial<CartDocument>)),
      );
    },

    /**
     * Merges top-level fields into an existing document; null when there is none. A cart's lines keep out the
     * pieces of an order paid since the saving tab read it (decision 063).
     */
    async merge(collection: UserCollection, uid: string, data: DocumentData): Promise<StoredDocument | null> {
      if (collection === 'carts') {
        return db.transaction(async (tx) => {
          const stored = await lockCart(tx, uid);
          if (!stored) return null;
          const saved = cartAsSaved(stored, data as Partial<CartDocument>);
          return (await upsertDocument(tx, 'carts', uid, saved)).document;
        });
      }
      const [row] = await db.query<DocumentRow>(
        `UPDATE user_documents SET data = data || $3::jsonb, updated_at = now()
         WHERE collection = $1 AND uid = $2
         RETURNING data, created_at, last_login`,
        [collection, uid, JSON.stringify(data)],
      );
      return row ? toDocument(row) : null;
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
