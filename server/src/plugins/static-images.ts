import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { publicDir } from '../lib/paths';

/**
 * Serves the committed product and workshop pictures at /images/... . The generated file names are
 * stable per product image, so they may be cached for a long time.
 */
export async function registerStaticImages(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.join(publicDir, 'images'),
    prefix: '/images/',
    index: false,
    list: false,
    maxAge: '30d',
    immutable: true,
  });
}
