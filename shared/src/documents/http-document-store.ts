import { ApiError } from '../api/api-error';
import { apiRequest } from '../api/api-request';
import type { ContactReceipt } from '../types';
import type { DocumentStore } from './document-store';

const documentPath = (collection: string, uid: string) =>
  `/api/documents/${encodeURIComponent(collection)}/${encodeURIComponent(uid)}`;

/** The default `DocumentStore`: the shop's own API (`/api/documents/...`, `/api/contacts`). */
export function createHttpDocumentStore(): DocumentStore {
  return {
    async get(collection, uid) {
      try {
        return await apiRequest({ path: documentPath(collection, uid), requireAuth: true });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    load: (collection, uid) =>
      apiRequest({ path: `${documentPath(collection, uid)}/load`, method: 'POST', requireAuth: true }),
    async set(collection, uid, data) {
      await apiRequest({ path: documentPath(collection, uid), method: 'PUT', body: data, requireAuth: true });
    },
    async update(collection, uid, data) {
      await apiRequest({ path: documentPath(collection, uid), method: 'PATCH', body: data, requireAuth: true });
    },
    add: (_collection, data) => apiRequest<ContactReceipt>({ path: '/api/contacts', method: 'POST', body: data }),
    async recordLogin(uid, profile) {
      await apiRequest({
        path: `${documentPath('users', uid)}/login`,
        method: 'POST',
        body: profile,
        requireAuth: true,
      });
    },
  };
}
