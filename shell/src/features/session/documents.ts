import { createHttpDocumentStore, type DocumentStore, type RuntimeConfig } from '@mitti/shared';
import { createGuestCartStorage } from './guest-cart-storage';
import { recordLogin } from './record-login';
import { createSessionListener } from './session-listener';

/** Set at boot when the runtime config keeps the shopper's documents in Firestore (decision 078). */
let firestore: RuntimeConfig['firebase'] | null = null;

/** Chooses where the shopper's documents are, from the runtime config: called by bootstrap.tsx before any call. */
export function chooseDocuments(config: RuntimeConfig): void {
  firestore = config.documents === 'firestore' ? config.firebase : null;
}

const http = createHttpDocumentStore();

/** The chosen adapter: the shop's API, or Firestore, whose SDK is a chunk of its own fetched with the first call. */
const chosen = async (): Promise<DocumentStore> =>
  firestore
    ? (await import(/* webpackChunkName: "firestore-documents" */ './firestore-documents')).firestoreDocuments(
        firestore,
      )
    : http;

const via =
  (method: keyof DocumentStore) =>
  async (...args: unknown[]): Promise<unknown> =>
    ((await chosen())[method] as (...values: unknown[]) => Promise<unknown>)(...args);

/** The shell's document store: each call goes to the adapter the runtime config chose. */
export const documentStore = {
  get: via('get'),
  load: via('load'),
  set: via('set'),
  update: via('update'),
  add: via('add'),
  recordLogin: via('recordLogin'),
} satisfies Record<keyof DocumentStore, unknown> as unknown as DocumentStore;

export const sessionListener = createSessionListener(documentStore, createGuestCartStorage());

export const recordUserLogin = (user: Parameters<typeof recordLogin>[1]) => recordLogin(documentStore, user);
