import {
  addDoc,
  collection as collectionOf,
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import { ApiError } from '../api/api-error';
import type { DocumentStore, UserCollection, UserDocuments } from './document-store';

/** The API's words for a document that is not there (the http adapter's 404), so both adapters fail alike. */
export const DOCUMENT_NOT_FOUND = 'Document not found';

/**
 * What a client may write to each collection (`contracts/documents.ts`); anything else is dropped, as the API does,
 * and so is a field left undefined at any depth (a cart line without a category), which JSON leaves out on the way
 * to the API and Firestore would refuse.
 */
const WRITABLE: Record<UserCollection, readonly string[]> = {
  users: ['displayName', 'email'],
  carts: ['items'],
  wishlists: ['items'],
};

const writable = (collection: UserCollection, data: object): DocumentData =>
  JSON.parse(
    JSON.stringify(Object.fromEntries(Object.entries(data).filter(([key]) => WRITABLE[collection].includes(key)))),
  ) as DocumentData;

/** Firestore's timestamps read back as the API's ISO strings (`UserProfile`). */
const asRead = <C extends UserCollection>(data: DocumentData): UserDocuments[C] =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof Timestamp ? value.toDate().toISOString() : value,
    ]),
  ) as UserDocuments[C];

/**
 * The `firestore` DocumentStore (decision 077): users/{uid}, carts/{uid} and wishlists/{uid} and the add-only
 * contacts collection in Cloud Firestore, through the web SDK's modular lite API (one request per call, no
 * realtime channel), guarded by the repository's `firestore.rules`. The Firestore instance must belong to the
 * app whose Auth signs the shopper in: the SDK sends that user's ID token with every call. Server timestamps are
 * Firestore's own (`serverTimestamp()`), never the browser's clock.
 */
export function createFirestoreDocumentStore(db: Firestore): DocumentStore {
  const ref = (collection: UserCollection, uid: string) => doc(db, collection, uid);

  return {
    async get(collection, uid) {
      const snapshot = await getDoc(ref(collection, uid));
      return snapshot.exists() ? asRead(snapshot.data()) : null;
    },
    load: (collection, uid) =>
      runTransaction(db, async (transaction) => {
        const snapshot = await transaction.get(ref(collection, uid));
        if (snapshot.exists()) return asRead(snapshot.data());
        const empty = { items: [] };
        transaction.set(ref(collection, uid), empty);
        return empty as UserDocuments[typeof collection];
      }),
    async set(collection, uid, data) {
      const fields = writable(collection, data);
      if (collection !== 'users') {
        await setDoc(ref(collection, uid), fields);
        return;
      }
      // A profile keeps its createdAt and lastLogin when replaced, and gets both when created, as on the API.
      await runTransaction(db, async (transaction) => {
        const profile = ref('users', uid);
        if ((await transaction.get(profile)).exists()) transaction.update(profile, fields);
        else transaction.set(profile, { ...fields, createdAt: serverTimestamp(), lastLogin: serverTimestamp() });
      });
    },
    // Read first, in the transaction: the rules refuse an update of a missing document before Firestore could
    // say it is missing, and the port says "not found" for it, as the API does.
    async update(collection, uid, data) {
      await runTransaction(db, async (transaction) => {
        const document = ref(collection, uid);
        if (!(await transaction.get(document)).exists()) throw new ApiError(DOCUMENT_NOT_FOUND, 404);
        transaction.update(document, writable(collection, data));
      });
    },
    async add(_collection, message) {
      const { name, email, phone, message: text } = message;
      const fields = { name, email, message: text, ...(phone ? { phone } : {}), timestamp: serverTimestamp() };
      const added = await addDoc(collectionOf(db, 'contacts'), fields);
      return { id: added.id };
    },
    async recordLogin(uid, profile) {
      await runTransaction(db, async (transaction) => {
        const user = ref('users', uid);
        if ((await transaction.get(user)).exists()) {
          transaction.update(user, { lastLogin: serverTimestamp() });
          return;
        }
        transaction.set(user, {
          displayName: profile.displayName ?? '',
          email: profile.email ?? '',
          createdAt: serverTimestamp(),
          lastLogin: serverTimestamp(),
        });
      });
    },
  };
}
