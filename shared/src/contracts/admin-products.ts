import { Type, type Static } from '@sinclair/typebox';
import { CatalogueIdParams, errorResponses, textOrNull } from './common';
import { OWNER_TEXT_LIMITS, STOCK_MAX } from './form-limits';
import { Product } from './products';

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const words = (maxItems: number) => Type.Array(text(60), { maxItems });
const rupees = Type.Number({ minimum: 0, maximum: 10_000_000 });
/** A whole number or nothing, as one JSON Schema type list (Ajv's messages stay those of `type`). */
const wholeOrNull = (minimum: number, maximum: number) =>
  Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum, maximum });

/**
 * What the owner edits of a product (POST /api/admin/products, PUT /api/admin/products/:id): its pictures
 * are kept as they are. The API validates with it; mf-admin's form sends it.
 */
export const ProductInput = Type.Object(
  {
    id: Type.Optional(Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 80 })),
    name: text(OWNER_TEXT_LIMITS.name),
    description: text(OWNER_TEXT_LIMITS.description),
    /**
     * The owner's Hindi name and description, which a Hindi page shows in place of the English (decision 112): null
     * for none; left out, an edit keeps what the product has (an older owner's screen never clears them).
     */
    nameHi: Type.Optional(textOrNull(OWNER_TEXT_LIMITS.name)),
    descriptionHi: Type.Optional(textOrNull(OWNER_TEXT_LIMITS.description)),
    category: text(60),
    price: rupees,
    mrp: rupees,
    stock: Type.Integer({ minimum: 0, maximum: STOCK_MAX }),
    tags: words(20),
    isPopular: Type.Boolean(),
    materialType: text(60),
    materials: words(10),
    glaze: text(80),
    dimensions: text(80),
    capacity: wholeOrNull(1, 100_000),
    firingTemp: wholeOrNull(0, 2000),
    coneType: text(40),
  },
  { additionalProperties: false },
);
export type ProductInput = Static<typeof ProductInput>;

/**
 * A product as the owner's screens list it (GET /api/admin/products, decision 070): those taken off the store too,
 * with whether it is hidden and whether any order names it (then it can be hidden, never deleted).
 */
export const OwnerProduct = Type.Composite([
  Product,
  Type.Object({ hidden: Type.Boolean(), inOrders: Type.Boolean() }),
]);
export type OwnerProduct = Static<typeof OwnerProduct>;

export const ownerProductsRoute = {
  response: { 200: Type.Array(OwnerProduct), ...errorResponses },
} as const;

/** PUT /api/admin/products/:id/hidden: takes the product off the store (true) or puts it back (false). */
export const ProductHiddenInput = Type.Object({ hidden: Type.Boolean() }, { additionalProperties: false });
export type ProductHiddenInput = Static<typeof ProductHiddenInput>;

export const productHiddenRoute = {
  params: CatalogueIdParams,
  body: ProductHiddenInput,
  response: { 200: OwnerProduct, ...errorResponses },
} as const;

/** DELETE /api/admin/products/:id: only a product no order names (409 otherwise); 204 when deleted. */
export const deleteProductRoute = {
  params: CatalogueIdParams,
  response: { 204: Type.Null(), ...errorResponses },
} as const;

/**
 * POST /api/admin/products/:id/photos: one photo in the multipart field `photo` (decision 025); the answer is
 * the product with it as its first picture.
 */
export const uploadProductPhotoRoute = {
  params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 80 }) }),
  response: { 201: Product, ...errorResponses },
} as const;

/** DELETE /api/admin/products/:id/photos/:hash: the photo comes off the product; the answer is the product. */
export const removeProductPhotoRoute = {
  params: Type.Object({
    id: Type.String({ minLength: 1, maxLength: 80 }),
    hash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  }),
  response: { 200: Product, ...errorResponses },
} as const;

/** GET /images/photos/:name: a variant of an uploaded photo, by content hash, width and format (bytes). */
export const photoVariantRoute = {
  params: Type.Object({ name: Type.String({ pattern: '^[0-9a-f]{64}-[0-9]{1,4}\\.(avif|webp|jpg)$' }) }),
  // The image's bytes, sent as they are (Fastify serialises no Buffer).
  response: { 200: Type.Unsafe<Uint8Array>({ description: 'image bytes' }), ...errorResponses },
} as const;
