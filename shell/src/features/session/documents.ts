import { createHttpDocumentStore, type DocumentStore } from '@mitti/shared';
import { createGuestCartStorage } from './guest-cart-storage';
import { recordLogin } from './record-login';
import { createSessionListener } from './session-listener';

/** The shell's document store: the shop's API (a Firestore adapter would be chosen here by configuration). */
export const documentStore: DocumentStore = createHttpDocumentStore();

export const sessionListener = createSessionListener(documentStore, createGuestCartStorage());

export const recordUserLogin = (user: Parameters<typeof recordLogin>[1]) => recordLogin(documentStore, user);
