import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { removeProductPhotoRoute, uploadProductPhotoRoute } from '@mitti/shared/contracts';
import type { Database } from '../../db/database';
import { PRODUCT_NOT_FOUND, HttpError } from '../../lib/http-error';
import { createImageUrlBuilder } from '../../lib/image-url';
import { addProductPhoto, removeProductPhoto } from '../photos/photo-repository';
import { createJobQueue } from '../photos/photo-queue';
import { MAX_PHOTO_BYTES, processPhoto } from '../photos/photo-variants';
import { createProductRepository } from '../products/product-repository';

export const PHOTO_TOO_LARGE = 'The photo is larger than 20 MB.';
export const PHOTO_NOT_MULTIPART = 'Send the photo as multipart/form-data, in a field named "photo".';
export const PHOTO_MISSING = 'Choose a photo to upload.';

/**
 * POST /api/admin/products/:id/photos (decision 025): the owner's photo, one file in the multipart field
 * `photo`, becomes the product's first photo. It is read whole (at most 20 MB), checked by decoding it,
 * turned into AVIF, WebP and JPEG variants one upload at a time, and saved with its original in one
 * transaction. Anything refused leaves the product as it was. Guarded by the admin hook of admin-routes.ts,
 * which runs before any byte of the body is read. DELETE .../photos/:hash takes one off the product again, so
 * an upload that replaced the drawings can be undone.
 */
export const adminPhotoRoutes: FastifyPluginAsyncTypebox<{ db: Database; publicApiUrl: string }> = async (
  app,
  { db, publicApiUrl },
) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
  });
  const products = createProductRepository(db, createImageUrlBuilder(publicApiUrl));
  const runJob = createJobQueue();
  const productAsStored = async (id: string) => {
    const product = (await products.listForOwner()).find((candidate) => candidate.id === id);
    if (!product) throw new Error(`product ${id} vanished after its photos changed`);
    return product;
  };

  app.post('/api/admin/products/:id/photos', { schema: uploadProductPhotoRoute }, async (request, reply) => {
    const { id } = request.params;
    if (!request.isMultipart()) throw new HttpError(415, PHOTO_NOT_MULTIPART);
    const found = await db.query('SELECT 1 FROM products WHERE id = $1', [id]);
    if (found.length === 0) throw new HttpError(404, PRODUCT_NOT_FOUND);
    const part = await request.file();
    if (!part || part.fieldname !== 'photo') throw new HttpError(400, PHOTO_MISSING);
    const original = await part.toBuffer().catch((error: unknown) => {
      throw error instanceof app.multipartErrors.RequestFileTooLargeError ? new HttpError(413, PHOTO_TOO_LARGE) : error;
    });
    if (original.length === 0) throw new HttpError(400, PHOTO_MISSING);
    const photo = await runJob(() => processPhoto(original));
    await addProductPhoto(db, id, original, photo);
    return reply.code(201).send(await productAsStored(id));
  });

  app.delete('/api/admin/products/:id/photos/:hash', { schema: removeProductPhotoRoute }, async (request) => {
    await removeProductPhoto(db, request.params.id, request.params.hash);
    return productAsStored(request.params.id);
  });
};
