import type { ContactMessage } from '../types';

/** What the API keeps per collection and what a client may write: `contracts/documents.ts`, written once. */
export type {
  CartDocument,
  UserCollection,
  UserDocumentFields,
  UserDocuments,
  UserProfileFields,
  WishlistDocument,
} from '../contracts/documents';
import type { UserCollection, UserDocumentFields, UserDocuments, UserProfileFields } from '../contracts/documents';

/**
 * The shopper's own documents (SPEC section 7: get, set and update on users/carts/wishlists, add to
 * contacts). Owner-only: a signed-in shopper reads and writes only the documents keyed by their uid.
 * Adapters: `http` (the shop's API, the default) and `firestore` (`@mitti/shared/documents/firestore`, a chunk of
 * its own; decision 077), held to the same contract by server/src/features/documents/document-store-contract.test.ts.
 */
export interface DocumentStore {
  /** The document, or null when it does not exist yet. */
  get<C extends UserCollection>(collection: C, uid: string): Promise<UserDocuments[C] | null>;
  /**
   * The shopper's cart or wishlist, created empty in one step when the account has none yet (SPEC: loading
   * a signed-in user's cart creates an empty document if none exists).
   */
  load<C extends 'carts' | 'wishlists'>(collection: C, uid: string): Promise<UserDocuments[C]>;
  /** Creates or replaces the document. */
  set<C extends UserCollection>(collection: C, uid: string, data: UserDocumentFields[C]): Promise<void>;
  /** Merges top-level fields into an existing document; fails when it does not exist. */
  update<C extends UserCollection>(collection: C, uid: string, data: Partial<UserDocumentFields[C]>): Promise<void>;
  /** Adds a contact message (open to everyone); the server stamps the time. */
  add(collection: 'contacts', data: ContactMessage): Promise<{ id: string }>;
  /**
   * Records a sign-in in one atomic step: creates users/{uid} (createdAt and lastLogin) when missing,
   * otherwise updates lastLogin.
   */
  recordLogin(uid: string, profile: Partial<UserProfileFields>): Promise<void>;
}
