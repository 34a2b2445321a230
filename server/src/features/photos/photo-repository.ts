import type { Database, Queryable } from '../../db/database';
import { PRODUCT_NOT_FOUND, HttpError } from '../../lib/http-error';
import type { ProcessedPhoto } from './photo-variants';

/**
 * Keeps an uploaded photo (original and variants) and makes it the product's first photo, in one
 * transaction: a refused or failed upload leaves nothing behind. Touching the product's row moves the
 * catalogue's table version, so the cached /products answers are rebuilt. 404 when there is no such product.
 */
export async function addProductPhoto(
  db: Database,
  productId: string,
  original: Buffer,
  photo: ProcessedPhoto,
): Promise<void> {
  await db.transaction(async (tx) => {
    const product = await tx.query('UPDATE products SET id = id WHERE id = $1 RETURNING id', [productId]);
    if (product.length === 0) throw new HttpError(404, PRODUCT_NOT_FOUND);
    const inserted = await tx.query(
      `INSERT INTO photos (hash, width, height, widths, original_type, original)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (hash) DO NOTHING RETURNING hash`,
      [photo.hash, photo.width, photo.height, photo.widths, photo.originalType, original],
    );
    if (inserted.length > 0) await insertVariants(tx, photo);
    await tx.query(
      `INSERT INTO product_photos (product_id, hash) VALUES ($1, $2)
       ON CONFLICT (product_id, hash) DO UPDATE SET added_at = clock_timestamp()`,
      [productId, photo.hash],
    );
  });
}

/**
 * Takes a photo off the product (the owner's Remove): its catalogue shows the next newest photo, or its
 * drawings again once it has none. The photo's files stay, since orders placed with it show its thumbnail.
 * Touching the product's row moves the catalogue's version. 404 for no such product, or no such photo on it.
 */
export async function removeProductPhoto(db: Database, productId: string, hash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const product = await tx.query('UPDATE products SET id = id WHERE id = $1 RETURNING id', [productId]);
    if (product.length === 0) throw new HttpError(404, PRODUCT_NOT_FOUND);
    const removed = await tx.query('DELETE FROM product_photos WHERE product_id = $1 AND hash = $2 RETURNING hash', [
      productId,
      hash,
    ]);
    if (removed.length === 0) throw new HttpError(404, 'This product has no such photo.');
  });
}

async function insertVariants(tx: Queryable, photo: ProcessedPhoto): Promise<void> {
  for (const variant of photo.variants) {
    await tx.query('INSERT INTO photo_variants (name, hash, content_type, width, bytes) VALUES ($1, $2, $3, $4, $5)', [
      variant.name,
      photo.hash,
      variant.type,
      variant.width,
      variant.bytes,
    ]);
  }
}

export interface StoredVariant {
  contentType: string;
  bytes: Uint8Array;
}

/** One variant by its file name, or null. */
export async function findVariant(db: Queryable, name: string): Promise<StoredVariant | null> {
  const [row] = await db.query<{ content_type: string; bytes: Uint8Array }>(
    'SELECT content_type, bytes FROM photo_variants WHERE name = $1',
    [name],
  );
  return row ? { contentType: row.content_type, bytes: row.bytes } : null;
}
