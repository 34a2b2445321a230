import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  USER_COLLECTIONS,
  documentRoute,
  LoginBody,
  mergeDocumentBody,
  replaceDocumentBody,
  type UserCollection,
  type UserDocuments,
} from '@mitti/shared/contracts';
import { HttpError, notFound } from '../../lib/http-error';
import type { DocumentData, DocumentRepository, StoredDocument } from './document-repository';

export const NOT_YOUR_DOCUMENT = 'You can only access your own documents.';
export const DOCUMENT_NOT_FOUND = 'Document not found';

export interface DocumentRoutesOptions {
  documents: DocumentRepository;
}

interface DocumentRoute {
  Params: { uid: string };
  Body: DocumentData;
}

/**
 * The document as the client sees it: its fields, plus the server timestamps for a profile. Its fields were
 * written through the same contract (the bodies below), which the response schema checks again.
 */
function present<C extends UserCollection>(collection: C, document: StoredDocument): UserDocuments[C] {
  if (collection !== 'users') return document.data as UserDocuments[C];
  const createdAt = document.createdAt.toISOString();
  const profile = { ...document.data, createdAt, lastLogin: document.lastLogin?.toISOString() ?? createdAt };
  return profile as UserDocuments[C];
}

/** Owner-only: the verified caller must be the uid in the path. */
async function ownerOnly(request: FastifyRequest) {
  const { uid } = request.params as { uid: string };
  if (request.user?.uid !== uid) throw new HttpError(403, NOT_YOUR_DOCUMENT);
}

/**
 * `GET|PUT|PATCH /api/documents/{users|carts|wishlists}/:uid` (SPEC section 7: get, set, update),
 * `POST /api/documents/{carts|wishlists}/:uid/load` (the document, created empty when missing) and
 * `POST /api/documents/users/:uid/login`, the atomic sign-in upsert of the profile.
 */
export const documentRoutes: FastifyPluginAsyncTypebox<DocumentRoutesOptions> = async (app, { documents }) => {
  const preHandler = [app.authenticate, ownerOnly];

  for (const collection of USER_COLLECTIONS) {
    const path = `/api/documents/${collection}/:uid`;

    app.get<DocumentRoute>(path, { preHandler, schema: documentRoute(collection) }, async (request) => {
      const document = await documents.find(collection, request.params.uid);
      if (!document) throw notFound(DOCUMENT_NOT_FOUND);
      return present(collection, document);
    });

    app.put<DocumentRoute>(
      path,
      { preHandler, schema: documentRoute(collection, replaceDocumentBody(collection)) },
      async (request, reply) => {
        const { document, created } = await documents.replace(collection, request.params.uid, request.body);
        return reply.code(created ? 201 : 200).send(present(collection, document));
      },
    );

    app.patch<DocumentRoute>(
      path,
      { preHandler, schema: documentRoute(collection, mergeDocumentBody(collection)) },
      async (request) => {
        // Unknown fields are dropped by the schema; a body made only of them must not count as an update.
        if (Object.keys(request.body).length === 0) {
          throw new HttpError(400, `Nothing to update: send at least one ${collection} field.`);
        }
        const document = await documents.merge(collection, request.params.uid, request.body);
        if (!document) throw notFound(DOCUMENT_NOT_FOUND);
        return present(collection, document);
      },
    );
  }

  // Loading the cart or wishlist at sign-in: the document, created empty when the account has none yet.
  for (const collection of ['carts', 'wishlists'] as const) {
    app.post<{ Params: { uid: string } }>(
      `/api/documents/${collection}/:uid/load`,
      { preHandler, schema: documentRoute(collection) },
      async (request, reply) => {
        const { document, created } = await documents.findOrCreate(collection, request.params.uid, { items: [] });
        return reply.code(created ? 201 : 200).send(present(collection, document));
      },
    );
  }

  app.post(
    '/api/documents/users/:uid/login',
    { preHandler, schema: documentRoute('users', LoginBody) },
    async (request, reply) => {
      const profile = {
        displayName: request.body?.displayName ?? request.user?.name ?? '',
        email: request.body?.email ?? request.user?.email ?? '',
      };
      const { document, created } = await documents.recordLogin(request.params.uid, profile);
      return reply.code(created ? 201 : 200).send(present('users', document));
    },
  );
};
