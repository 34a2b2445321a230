import { getApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import type { DocumentStore, RuntimeConfig } from '@mitti/shared';
import { createFirestoreDocumentStore } from '@mitti/shared/documents/firestore';

let store: DocumentStore | null = null;

/**
 * The `firestore` document store (decision 077), made once, on the Firebase app whose Auth signed the shopper in
 * (firebase-auth-provider.ts), so every call carries their ID token for the rules (firestore.rules). Only reached
 * through a call for a signed-in shopper, after that app exists.
 */
export function firestoreDocuments(config: RuntimeConfig['firebase']): DocumentStore {
  if (store) return store;
  const db = getFirestore(getApp());
  if (config.firestoreEmulatorUrl) {
    const { hostname, port } = new URL(config.firestoreEmulatorUrl);
    connectFirestoreEmulator(db, hostname, Number(port));
  }
  store = createFirestoreDocumentStore(db);
  return store;
}
