import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { photoVariantRoute } from '@mitti/shared/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/http-error';
import { findVariant } from './photo-repository';

/** A variant's name is its photo's content hash, width and format, so its bytes never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the uploaded photos' variants at /images/photos/<hash>-<width>.<avif|webp|jpg> (decision 025), beside
 * the committed pictures (plugins/static-images.ts; this route is more specific than its wildcard).
 */
export const photoRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  // Already compressed formats: no gzip on top.
  app.get('/images/photos/:name', { schema: photoVariantRoute, compress: false }, async (request, reply) => {
    const variant = await findVariant(db, request.params.name);
    if (!variant) throw notFound('Photo not found');
    return reply
      .header('content-type', variant.contentType)
      .header('cache-control', IMMUTABLE)
      .header('etag', `"${request.params.name}"`)
      .send(Buffer.from(variant.bytes.buffer, variant.bytes.byteOffset, variant.bytes.byteLength));
  });
};
