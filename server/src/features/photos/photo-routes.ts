import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/http-error';
import { findVariant } from './photo-repository';

/** A variant's name is its photo's content hash, width and format, so its bytes never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const params = Type.Object({ name: Type.String({ pattern: '^[0-9a-f]{64}-[0-9]{1,4}\\.(avif|webp|jpg)$' }) });

/**
 * Serves the uploaded photos' variants at /images/photos/<hash>-<width>.<avif|webp|jpg> (decision 025), beside
 * the committed pictures (plugins/static-images.ts; this route is more specific than its wildcard).
 */
export const photoRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Params: { name: string } }>(
    '/images/photos/:name',
    // Already compressed formats: no gzip on top.
    { schema: { params }, compress: false },
    async (request, reply) => {
      const variant = await findVariant(db, request.params.name);
      if (!variant) throw notFound('Photo not found');
      return reply
        .header('content-type', variant.contentType)
        .header('cache-control', IMMUTABLE)
        .header('etag', `"${request.params.name}"`)
        .send(Buffer.from(variant.bytes.buffer, variant.bytes.byteOffset, variant.bytes.byteLength));
    },
  );
};
